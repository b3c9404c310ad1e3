import type { Db, Tx } from '../../platform/db/client';
import { HttpError } from '../../platform/http/errors';
import type { CartLineRow, CartRow } from './basket.repository';
import { createBasketRepository } from './basket.repository';
import type { BasketOwner } from './basket-owner';
import { lineBasket } from './line-store';
import type { AddItem, LineChange, QuoteChoice } from './line-type';
import type { LineTypes } from './line-types';

export const cannotChangeMessage = 'This item cannot be changed.';

type Deps = { lineTypes: LineTypes; holdUntil: (at: Date) => Date; now: () => Date };

/** The basket's lines, each handed to the line type that owns it (docs/decisions/019-line-types.md). */
export function createBasketLines({ lineTypes, holdUntil, now }: Deps) {
  const basketOf = (tx: Tx | Db, owner: BasketOwner, cart: CartRow, at = now()) =>
    lineBasket(tx, owner, cart, { at, holdUntil });

  return {
    basketOf,
    /** Refusals each type can make from a plain read, before the write takes any lock. */
    async refuseEarly(db: Db, clientId: number, items: AddItem[]) {
      const at = now();
      const held = (ids: number[]) => createBasketRepository(db).heldPlaces(ids, at);
      for (const { type, things } of lineTypes.addGroups(items))
        await type.refuseEarly?.(db, clientId, things, held, at);
    },

    /** Each type adds its items, in registry order (the order in which types lock what they take). */
    async add(tx: Tx, owner: BasketOwner, cart: CartRow, items: AddItem[]) {
      const basket = basketOf(tx, owner, cart);
      for (const { type, things } of lineTypes.addGroups(items)) await type.add(tx, basket, things);
    },

    /** Each type lets go of what its lines held, once they have left the basket. */
    async removed(tx: Tx, owner: BasketOwner, lines: CartLineRow[]) {
      for (const { type, things } of lineTypes.lineGroups(lines, { strict: false }))
        await type.removed?.(tx, owner.clientId, things);
    },

    /** A new pricing option or attendee for a line; a course's session or a fee cannot be changed. */
    async change(tx: Tx, owner: BasketOwner, cart: CartRow, line: CartLineRow, input: LineChange) {
      const type = lineTypes.ofLine(line);
      if (!type?.change || line.parentItemId !== null) throw new HttpError(422, cannotChangeMessage);
      await type.change(tx, basketOf(tx, owner, cart), line, input);
    },

    /** Prices a line again with a choice; false when its type has no such thing as a choice. */
    async requote(tx: Tx, owner: BasketOwner, cart: CartRow, line: CartLineRow, choice: QuoteChoice) {
      const type = lineTypes.ofLine(line);
      if (!type?.requote) return false;
      await type.requote(tx, basketOf(tx, owner, cart), line, choice);
      return true;
    },

    /**
     * Holds again, for a new spell, the places of lines whose hold ran out while a place is still free;
     * a line whose place has gone keeps no hold and says nothing here (the checkout checks again).
     */
    async reholdExpired(db: Db, owner: BasketOwner, cart: CartRow) {
      const at = now();
      const expired = (lines: CartLineRow[]) =>
        lines.filter((l) => l.occurrenceId !== null && (!l.holdExpiresAt || l.holdExpiresAt <= at));
      if (expired(await createBasketRepository(db).lines(cart.id)).length === 0) return;
      await db.transaction(async (tx) => {
        const stale = expired(await createBasketRepository(tx).lines(cart.id));
        const basket = basketOf(tx, owner, cart, at);
        for (const { type, things } of lineTypes.lineGroups(stale, { strict: false }))
          await type.rehold?.(tx, basket, things);
      });
    },

    /**
     * Moves a visitor's lines into the customer's basket, for the customer, with their holds, where the
     * line's type lets it; the rest stay behind in the merged basket.
     */
    async adopt(tx: Tx, owner: Extract<BasketOwner, { kind: 'user' }>, cart: CartRow, from: CartRow) {
      const repo = createBasketRepository(tx);
      const basket = basketOf(tx, owner, cart);
      for (const line of await repo.lines(from.id)) {
        const type = lineTypes.ofLine(line);
        if (line.parentItemId !== null || !type?.mayAdopt || !(await type.mayAdopt(tx, basket, line)))
          continue;
        await repo.updateLine(from.id, line.id, { cartId: cart.id, purchasedForUserId: owner.userId });
        const moved = { ...line, cartId: cart.id, purchasedForUserId: owner.userId };
        // Priced as the customer's own add would be (a member pays the member price); a failed quote keeps the old.
        await type.requote?.(tx, basket, moved, {}).catch((err) => {
          if (!(err instanceof HttpError)) throw err;
        });
      }
    },
  };
}
