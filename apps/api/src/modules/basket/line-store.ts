import type { Executor } from '../../platform/db/client';
import type { CartRow } from './basket.repository';
import { createBasketRepository } from './basket.repository';
import type { BasketOwner } from './basket-owner';
import type { LineBasket, LineStore } from './line-type';

/** One basket's lines, read and written through the caller's executor, for the line types. */
export function lineStore(executor: Executor, cart: Pick<CartRow, 'id' | 'clientId'>, at: Date): LineStore {
  const repo = createBasketRepository(executor);
  return {
    lines: () => repo.lines(cart.id),
    insert: (line) => repo.insertLine({ ...line, clientId: cart.clientId, cartId: cart.id }),
    update: (lineId, patch) => repo.updateLine(cart.id, lineId, patch),
    remove: async (lineIds) => {
      await repo.deleteLines(cart.id, lineIds);
    },
    heldPlaces: (ids) => repo.heldPlaces(ids, at),
  };
}

/** The basket a line type writes into: its owner, the time, the hold's length and its store. */
export function lineBasket(
  executor: Executor,
  owner: BasketOwner,
  cart: Pick<CartRow, 'id' | 'clientId'>,
  { at, holdUntil }: { at: Date; holdUntil: (at: Date) => Date },
): LineBasket {
  return {
    owner,
    cartId: cart.id,
    now: at,
    holdUntil,
    // A visitor books for nobody by name; a named attendee has been checked before the write.
    attendeeOf: (named) => (owner.kind === 'visitor' ? null : (named ?? owner.attendeeId)),
    store: lineStore(executor, cart, at),
  };
}
