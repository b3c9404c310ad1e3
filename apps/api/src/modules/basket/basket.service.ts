import type { Cart, cartAddRequest, cartUpdateRequest } from '@leisure/contracts/cart';
import type { z } from 'zod';
import type { Db, Executor, Tx } from '../../platform/db/client';
import { HttpError, notFound, unauthenticated } from '../../platform/http/errors';
import type { CreditsService } from '../credits/credits.service';
import type { LinkedUsersService } from '../users/linked-users.service';
import type { UsersRepository } from '../users/users.repository';
import type { AttendeeWaivers } from '../waivers/attendee-waivers';
import {
  type BasketRepository,
  type CartLineRow,
  type CartRow,
  createBasketRepository,
} from './basket.repository';
import type { BasketActivities, HasActiveBooking, OccurrenceFacts } from './basket-activities';
import { completeCart, heldPlacesByOthers, lockOpenCartForCheckout, repriceLines } from './basket-checkout';
import type { BasketCourses } from './basket-courses';
import { type BasketCaller, type BasketOwner, resolveOwner } from './basket-owner';
import { toCart, totalOf } from './cart-view';
import { createLineRules } from './line-rules';
import { applyTenders, type Tender, tendersAfterChange } from './tender-rules';
import { hashVisitorKey, newVisitorKey } from './visitor-basket';

export { heldPlaces, heldPlacesByOthers } from './basket.repository';
export type { CheckoutCart, CheckoutLine } from './basket-checkout';
export type { BasketCaller } from './basket-owner';

type AddInput = z.infer<typeof cartAddRequest>;
type UpdateInput = z.infer<typeof cartUpdateRequest>;

/**
 * How long adding a session holds its place (docs/decisions/009-basket-holds-and-visitor-baskets.md):
 * long enough to check out calmly, short enough that an abandoned basket does not keep others out.
 */
export const holdMinutes = 15;

export const noBenefitMessage = 'This item has no benefit applied.';
export const noPackageMessage = 'This item has no package usage applied.';
export const creditNeedsSignInMessage = 'Please sign in to use your credit.';

/** The answer of a cart call, and the visitor key of a basket it had to open for a visitor. */
export type BasketAnswer = { cart: Cart; issuedVisitorKey: string | null };

type Deps = {
  db: Db;
  activities: BasketActivities;
  linkedUsers: Pick<LinkedUsersService, 'assertActsFor'>;
  users: UsersRepository;
  credits: Pick<CreditsService, 'balance'>;
  currencyOf: (clientId: number) => Promise<string>;
  /** The bookings module's answer, wired in services.ts; without it (unit wiring) nobody is booked. */
  hasActiveBooking?: HasActiveBooking;
  /** Courses, booked as a whole (basket-courses.ts); without them a course add is a 404. */
  courses?: BasketCourses;
  /** The waivers module's answer to which attendees must sign what; without it, none. */
  waivers?: Pick<AttendeeWaivers, 'required'>;
  now?: () => Date;
};

export function createBasketService(deps: Deps) {
  const { db, activities, users, credits, currencyOf, now = () => new Date() } = deps;
  const hasActiveBooking: HasActiveBooking = deps.hasActiveBooking ?? (async () => false);
  const holdUntil = (at: Date) => new Date(at.getTime() + holdMinutes * 60_000);
  const rules = createLineRules({
    activities,
    users,
    linkedUsers: deps.linkedUsers,
    hasActiveBooking,
    holdUntil,
    now,
    ...(deps.courses ? { courses: deps.courses } : {}),
  });

  async function findCart(repo: BasketRepository, owner: BasketOwner, lock = false): Promise<CartRow | null> {
    if (owner.kind === 'user') return repo.findOpenOfUser(owner.clientId, owner.userId, lock);
    return owner.keyHash ? repo.findOpenOfVisitor(owner.clientId, owner.keyHash, lock) : null;
  }

  /** The open basket, locked for this write, opened first if there is none (a visitor gets a new key). */
  async function openCart(
    tx: Tx,
    owner: BasketOwner,
  ): Promise<{ cart: CartRow; issuedVisitorKey: string | null }> {
    const repo = createBasketRepository(tx);
    const found = await findCart(repo, owner, true);
    if (found) return { cart: found, issuedVisitorKey: null };
    if (owner.kind === 'user') {
      await repo.insertForUser(owner.clientId, owner.userId);
      return {
        cart: (await repo.findOpenOfUser(owner.clientId, owner.userId, true))!,
        issuedVisitorKey: null,
      };
    }
    const key = newVisitorKey();
    return { cart: await repo.insertForVisitor(owner.clientId, hashVisitorKey(key)), issuedVisitorKey: key };
  }

  async function creditBalances(executor: Executor, owner: BasketOwner) {
    if (owner.kind === 'visitor') return { general: 0, membership: 0 };
    const [general, membership] = await Promise.all([
      credits.balance(executor, owner.clientId, owner.creditUserId, 'general'),
      credits.balance(executor, owner.clientId, owner.creditUserId, 'membership'),
    ]);
    return { general, membership };
  }

  async function view(executor: Executor, owner: BasketOwner, cart: CartRow | null): Promise<Cart> {
    const repo = createBasketRepository(executor);
    const [lines, tenders] = cart
      ? await Promise.all([repo.lines(cart.id), repo.tenders(cart.id)])
      : [[], []];
    const occurrenceIds = [...new Set(lines.flatMap((l) => (l.occurrenceId ? [l.occurrenceId] : [])))];
    const attendeeIds = [
      ...new Set(lines.flatMap((l) => (l.purchasedForUserId ? [l.purchasedForUserId] : []))),
    ];
    const [facts, people, balances, currency] = await Promise.all([
      Promise.all(occurrenceIds.map((id) => activities.getOccurrence(executor, owner.clientId, id))),
      Promise.all(attendeeIds.map((id) => users.findById(owner.clientId, id))),
      creditBalances(executor, owner),
      currencyOf(owner.clientId),
    ]);
    const occurrences = new Map(facts.flatMap((f) => (f ? [[f.id, f] as const] : [])));
    const attendances = lines.flatMap((l) => {
      const session = l.occurrenceId ? occurrences.get(l.occurrenceId) : undefined;
      return session && l.purchasedForUserId ? [{ userId: l.purchasedForUserId, session }] : [];
    });
    const waivers = deps.waivers ? await deps.waivers.required(executor, owner.clientId, attendances) : [];
    return toCart({
      cart,
      lines,
      occurrences,
      waivers,
      attendeeNames: new Map(
        people.flatMap((p) => (p ? [[p.id, `${p.firstName} ${p.lastName}`] as const] : [])),
      ),
      tenders: tenders as Tender[],
      balances,
      currency,
      ownerUserId: owner.kind === 'user' ? owner.userId : null,
    });
  }

  /** Credit shrinks with the basket; removing a line keeps only credit (spec part 1 §4). */
  async function settleTenders(tx: Tx, owner: BasketOwner, cartId: number, lineRemoved: boolean) {
    const repo = createBasketRepository(tx);
    const [lines, current] = await Promise.all([repo.lines(cartId), repo.tenders(cartId)]);
    const balances = await creditBalances(tx, owner);
    const kept = tendersAfterChange(current as Tender[], totalOf(lines), balances.general, lineRemoved);
    await saveTenders(repo, cartId, current as Tender[], kept);
  }

  async function saveTenders(repo: BasketRepository, cartId: number, before: Tender[], after: Tender[]) {
    const keptTypes = new Set(after.map((t) => t.tenderType));
    await repo.deleteTenders(
      cartId,
      before.filter((t) => !keptTypes.has(t.tenderType)).map((t) => t.tenderType),
    );
    for (const tender of after) await repo.putTender(cartId, tender.tenderType, tender.amount);
  }

  /**
   * A write to the open basket, in one transaction, answered with the whole basket as it now is. The
   * attendees a write names are checked first, outside it (the linked-users service reads on its own).
   */
  async function write(
    caller: BasketCaller,
    change: (tx: Tx, owner: BasketOwner, cart: CartRow, repo: BasketRepository) => Promise<void>,
    attendees: (number | undefined)[] = [],
  ): Promise<BasketAnswer> {
    const owner = await resolveOwner({ users, linkedUsers: deps.linkedUsers }, caller);
    await rules.checkAttendees(owner, attendees);
    // A visitor books for nobody but themself: an id they send names no one (and may name no user at all).
    const selectedUserId = owner.kind === 'user' ? (caller.selectedUserId ?? null) : null;
    const { cart, issuedVisitorKey } = await db.transaction(async (tx) => {
      const opened = await openCart(tx, owner);
      const repo = createBasketRepository(tx);
      await change(tx, owner, opened.cart, repo);
      if (opened.cart.selectedUserId !== selectedUserId)
        await repo.update(opened.cart.id, { selectedUserId });
      return opened;
    });
    return { cart: await view(db, owner, { ...cart, selectedUserId }), issuedVisitorKey };
  }

  async function ownLine(repo: BasketRepository, cart: CartRow, lineId: number): Promise<CartLineRow> {
    const line = await repo.line(cart.id, lineId);
    if (!line) throw notFound();
    return line;
  }

  /** Takes a benefit or package usage off a line: it goes back to its pay-as-you-go price. */
  function removeAllowance(kind: 'benefit' | 'package') {
    return (caller: BasketCaller, lineId: number) =>
      write(caller, async (tx, owner, cart, repo) => {
        const line = await ownLine(repo, cart, lineId);
        const applied = kind === 'benefit' ? line.benefitApplied : line.packageApplied;
        if (!applied) throw new HttpError(422, kind === 'benefit' ? noBenefitMessage : noPackageMessage);
        await rules.requote(tx, owner, cart, line, { applyBenefit: false, pricingOptionId: undefined });
        await settleTenders(tx, owner, cart.id, false);
      });
  }

  return {
    async getCart(caller: BasketCaller): Promise<Cart> {
      const owner = await resolveOwner({ users, linkedUsers: deps.linkedUsers }, caller);
      const cart = await findCart(createBasketRepository(db), owner);
      if (cart) await rules.reholdExpired(db, owner, cart);
      return view(db, owner, cart);
    },

    async add(caller: BasketCaller, input: AddInput): Promise<BasketAnswer> {
      await rules.refuseFullSessions(db, caller.clientId, input.items);
      return write(
        caller,
        (tx, owner, cart) => rules.addLines(tx, owner, cart, input.items),
        input.items.map((i) => i.purchasedForUserId),
      );
    },

    remove(caller: BasketCaller, lineIds: number[]): Promise<BasketAnswer> {
      return write(caller, async (tx, owner, cart, repo) => {
        // A course's session goes only with its course: removing it removes the course (children cascade).
        const ids = new Set<number>();
        for (const id of lineIds) ids.add((await ownLine(repo, cart, id)).parentItemId ?? id);
        await repo.deleteLines(cart.id, [...ids]);
        await settleTenders(tx, owner, cart.id, true);
      });
    },

    update(caller: BasketCaller, lineId: number, input: UpdateInput): Promise<BasketAnswer> {
      return write(
        caller,
        async (tx, owner, cart, repo) => {
          const line = await ownLine(repo, cart, lineId);
          await rules.changeLine(tx, owner, cart, line, input);
          await settleTenders(tx, owner, cart.id, false);
        },
        [input.purchasedForUserId],
      );
    },

    clear(caller: BasketCaller): Promise<BasketAnswer> {
      return write(caller, async (_tx, _owner, cart, repo) => {
        await repo.deleteLines(cart.id, 'all');
        await repo.deleteTenders(cart.id, ['cash', 'offline-voucher', 'cheque', 'credit']);
      });
    },

    removeBenefit: removeAllowance('benefit'),
    removePackage: removeAllowance('package'),

    /** Puts tenders against the basket: credit by its owner, cash, cheques and vouchers by staff. */
    putTenders(caller: BasketCaller, requested: Tender[]) {
      return write(caller, async (tx, owner, cart, repo) => {
        if (owner.kind === 'visitor') throw unauthenticated(creditNeedsSignInMessage);
        const [lines, current, balances] = await Promise.all([
          repo.lines(cart.id),
          repo.tenders(cart.id),
          creditBalances(tx, owner),
        ]);
        const verdict = applyTenders(current as Tender[], requested, {
          total: totalOf(lines),
          creditBalance: balances.general,
          isStaff: owner.isStaff,
        });
        if (!verdict.ok) {
          throw new HttpError(
            verdict.status,
            verdict.message,
            verdict.status === 422 ? { payments: [verdict.message] } : undefined,
          );
        }
        await saveTenders(repo, cart.id, current as Tender[], verdict.tenders);
      });
    },

    /**
     * At sign-in, the visitor's basket joins the customer's open one in one transaction: their lines move
     * with their holds, become the customer's own, and a session already there (or already booked) is not
     * doubled. The visitor basket is marked merged. True when the visitor's cookie should be cleared.
     */
    async mergeVisitorBasket(clientId: number, userId: number, visitorKey: string): Promise<boolean> {
      const owner: BasketOwner = {
        kind: 'user',
        clientId,
        userId,
        isStaff: false,
        attendeeId: userId,
        creditUserId: userId,
      };
      return db.transaction(async (tx) => {
        const repo = createBasketRepository(tx);
        const visitorCart = await repo.findOpenOfVisitor(clientId, hashVisitorKey(visitorKey), true);
        if (!visitorCart) return true;
        const { cart } = await openCart(tx, owner);
        await rules.adoptLines(tx, owner, cart, visitorCart);
        await repo.update(visitorCart.id, { status: 'merged' });
        return true;
      });
    },

    /**
     * A family member is being removed (docs/decisions/017), in the caller's transaction: their lines leave
     * the account holder's open basket, and the places they held with them; the basket stops booking for
     * them. The basket is locked first, so a checkout of it has either finished or waits for this commit.
     */
    async dropAttendee(tx: Tx, clientId: number, holderUserId: number, attendeeUserId: number) {
      const repo = createBasketRepository(tx);
      const cart = await repo.findOpenOfUser(clientId, holderUserId, true);
      if (!cart) return;
      const theirs = (await repo.lines(cart.id)).filter((l) => l.purchasedForUserId === attendeeUserId);
      if (theirs.length > 0) {
        // A course's session goes only with its course, as in `remove`.
        await repo.deleteLines(cart.id, [...new Set(theirs.map((l) => l.parentItemId ?? l.id))]);
        const owner: BasketOwner = {
          kind: 'user',
          clientId,
          userId: holderUserId,
          isStaff: false,
          attendeeId: holderUserId,
          creditUserId: holderUserId,
        };
        await settleTenders(tx, owner, cart.id, true);
      }
      if (cart.selectedUserId === attendeeUserId) await repo.update(cart.id, { selectedUserId: null });
    },

    // For the checkout (modules/checkout): the same functions, exported from basket-checkout.ts too.
    lockOpenCartForCheckout,
    heldPlacesByOthers,
    repriceLines,
    completeCart,
  };
}
export type BasketService = ReturnType<typeof createBasketService>;
export type { OccurrenceFacts };
