import type { Cart } from '@leisure/contracts/cart';
import type { Db, Tx } from '../../platform/db/client';
import { notFound, unauthenticated } from '../../platform/http/errors';
import type { LinkedUsersService } from '../users/linked-users.service';
import {
  type BasketRepository,
  type CartLineRow,
  type CartRow,
  createBasketRepository,
} from './basket.repository';
import { createBasketLines } from './basket-lines';
import {
  assertMayBookFor,
  type BasketCaller,
  type BasketOwner,
  type BasketUsers,
  resolveOwner,
} from './basket-owner';
import { settleTenders } from './basket-tenders';
import { type BasketViewDeps, viewBasket } from './basket-view';
import { signInToBookMessage } from './line-type';
import { hashVisitorKey, newVisitorKey } from './visitor-basket';

/**
 * How long adding a session holds its place (docs/decisions/009-basket-holds-and-visitor-baskets.md):
 * long enough to check out calmly, short enough that an abandoned basket does not keep others out.
 */
export const holdMinutes = 15;

/** The answer of a cart call, and the visitor key of a basket it had to open for a visitor. */
export type BasketAnswer = { cart: Cart; issuedVisitorKey: string | null };

export type BasketDeps = BasketViewDeps & {
  db: Db;
  linkedUsers: Pick<LinkedUsersService, 'assertActsFor'>;
  users: BasketUsers;
  now?: () => Date;
};

/** What the basket's use cases share: their deps, the clock, the lines' registry and the owner of a call. */
export function createBasketContext(deps: BasketDeps) {
  const now = deps.now ?? (() => new Date());
  const holdUntil = (at: Date) => new Date(at.getTime() + holdMinutes * 60_000);
  const people = { users: deps.users, linkedUsers: deps.linkedUsers };
  return {
    deps,
    db: deps.db,
    now,
    lines: createBasketLines({ lineTypes: deps.lineTypes, holdUntil, now }),
    ownerOf: (caller: BasketCaller) => resolveOwner(people, caller),
    /** A visitor names nobody; a customer names themself or a family member linked to them (else 403). */
    async checkAttendees(owner: BasketOwner, named: (number | undefined)[]) {
      for (const id of new Set(named.filter((n): n is number => n !== undefined))) {
        if (owner.kind === 'visitor') throw unauthenticated(signInToBookMessage);
        await assertMayBookFor(people, owner, id);
      }
    },
    settle: (tx: Tx, owner: BasketOwner, cartId: number, lineRemoved: boolean) =>
      settleTenders(deps.credits, tx, owner, cartId, lineRemoved),
    view: (owner: BasketOwner, cart: CartRow | null) => viewBasket(deps, deps.db, owner, cart),
  };
}
export type BasketContext = ReturnType<typeof createBasketContext>;

export async function findCart(
  repo: BasketRepository,
  owner: BasketOwner,
  lock = false,
): Promise<CartRow | null> {
  if (owner.kind === 'user' && owner.deskCustomerId)
    return repo.findOpenAtDesk(owner.clientId, owner.userId, owner.deskCustomerId, lock);
  if (owner.kind === 'user') return repo.findOpenOfUser(owner.clientId, owner.userId, lock);
  return owner.keyHash ? repo.findOpenOfVisitor(owner.clientId, owner.keyHash, lock) : null;
}

/** The open basket, locked for this write, opened first if there is none (a visitor gets a new key). */
export async function openCart(
  tx: Tx,
  owner: BasketOwner,
): Promise<{ cart: CartRow; issuedVisitorKey: string | null }> {
  const repo = createBasketRepository(tx);
  const found = await findCart(repo, owner, true);
  if (found) return { cart: found, issuedVisitorKey: null };
  if (owner.kind === 'user' && owner.deskCustomerId) {
    const { clientId, userId, deskCustomerId } = owner;
    const opened =
      (await repo.insertAtDesk(clientId, userId, deskCustomerId)) ??
      (await repo.findOpenAtDesk(clientId, userId, deskCustomerId, true))!;
    return { cart: opened, issuedVisitorKey: null };
  }
  if (owner.kind === 'user') {
    // A row this transaction wrote is its own until the commit: only one opened by a concurrent call needs the lock.
    const opened =
      (await repo.insertForUser(owner.clientId, owner.userId)) ??
      (await repo.findOpenOfUser(owner.clientId, owner.userId, true))!;
    return { cart: opened, issuedVisitorKey: null };
  }
  const key = newVisitorKey();
  return { cart: await repo.insertForVisitor(owner.clientId, hashVisitorKey(key)), issuedVisitorKey: key };
}

export type BasketChange = (
  tx: Tx,
  owner: BasketOwner,
  cart: CartRow,
  repo: BasketRepository,
) => Promise<void>;

/**
 * A write to the open basket, in one transaction, answered with the whole basket as it now is. The
 * attendees a write names are checked first, outside it (the linked-users service reads on its own).
 */
export async function write(
  ctx: BasketContext,
  caller: BasketCaller,
  change: BasketChange,
  attendees: (number | undefined)[] = [],
): Promise<BasketAnswer> {
  const owner = await ctx.ownerOf(caller);
  await ctx.checkAttendees(owner, attendees);
  // A visitor books for nobody but themself: an id they send names no one (and may name no user at all).
  const selectedUserId = owner.kind === 'user' ? (caller.selectedUserId ?? null) : null;
  const { cart, issuedVisitorKey } = await ctx.db.transaction(async (tx) => {
    const opened = await openCart(tx, owner);
    const repo = createBasketRepository(tx);
    await change(tx, owner, opened.cart, repo);
    if (opened.cart.selectedUserId !== selectedUserId) await repo.update(opened.cart.id, { selectedUserId });
    return opened;
  });
  return { cart: await ctx.view(owner, { ...cart, selectedUserId }), issuedVisitorKey };
}

/** A line of this basket, or 404 (another basket's line is not found either). */
export async function ownLine(repo: BasketRepository, cart: CartRow, lineId: number): Promise<CartLineRow> {
  const line = await repo.line(cart.id, lineId);
  if (!line) throw notFound();
  return line;
}
