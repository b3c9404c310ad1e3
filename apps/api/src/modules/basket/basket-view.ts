import type { Cart } from '@leisure/contracts/cart';
import type { Executor } from '../../platform/db/client';
import type { CreditsService } from '../credits/credits.service';
import type { CartRow } from './basket.repository';
import { createBasketRepository } from './basket.repository';
import type { BasketOwner } from './basket-owner';
import { toCart } from './cart-view';
import { type Attendance, plainResource, type Resource } from './line-type';
import type { LineTypes } from './line-types';
import type { Tender } from './tender-rules';

export type BasketViewDeps = {
  lineTypes: LineTypes;
  credits: Pick<CreditsService, 'balances'>;
  currencyOf: (clientId: number) => Promise<string>;
  nameOf: (clientId: number, userId: number) => Promise<string | null>;
  /** The waivers the attendees must still sign (the waivers module's answer); without it, none. */
  waiversRequired?: (
    executor: Executor,
    clientId: number,
    attendances: Attendance[],
  ) => Promise<{ userId: number; waiverSlug: string; waiverName: string }[]>;
};

/** The owner's general and membership credit (a visitor has none). */
export async function creditBalances(
  credits: BasketViewDeps['credits'],
  executor: Executor,
  owner: BasketOwner,
) {
  if (owner.kind === 'visitor') return { general: 0, membership: 0 };
  return credits.balances(executor, owner.clientId, owner.creditUserId);
}

/** The whole basket as the cart calls answer it: each line shown by its own type. */
export async function viewBasket(
  deps: BasketViewDeps,
  executor: Executor,
  owner: BasketOwner,
  cart: CartRow | null,
): Promise<Cart> {
  const { clientId } = owner;
  const repo = createBasketRepository(executor);
  const [lines, tenders] = cart ? await Promise.all([repo.lines(cart.id), repo.tenders(cart.id)]) : [[], []];
  const groups = deps.lineTypes.lineGroups(lines, { strict: false });
  const attendeeIds = [
    ...new Set(lines.flatMap((l) => (l.purchasedForUserId ? [l.purchasedForUserId] : []))),
  ];
  const [shown, attendances, names, balances, currency] = await Promise.all([
    Promise.all(groups.map(({ type, things }) => type.show(executor, clientId, things))),
    Promise.all(
      groups.map(
        ({ type, things }) =>
          type.attendances?.(executor, clientId, things, (l) => l.purchasedForUserId) ?? Promise.resolve([]),
      ),
    ),
    Promise.all(
      attendeeIds.map(async (id) => {
        // The customer's own lines need no read: the call read who they are.
        const known = owner.kind === 'user' && owner.userId === id ? owner.name : undefined;
        return [id, known ?? (await deps.nameOf(clientId, id))] as const;
      }),
    ),
    creditBalances(deps.credits, executor, owner),
    deps.currencyOf(clientId),
  ]);
  const resources = new Map<number, Resource>(shown.flatMap((m) => [...m]));
  const waivers = deps.waiversRequired
    ? await deps.waiversRequired(executor, clientId, attendances.flat())
    : [];
  return toCart({
    cart,
    lines,
    resourceOf: (line) => resources.get(line.id) ?? plainResource(line),
    paysWithMembershipCredit: (line) => deps.lineTypes.ofLine(line)?.membershipCredit === true,
    waivers,
    attendeeNames: new Map(names.flatMap(([id, name]) => (name ? [[id, name] as const] : []))),
    tenders: tenders as Tender[],
    balances,
    currency,
    ownerUserId: owner.kind === 'user' ? owner.userId : null,
    desk: owner.kind === 'user' && owner.deskCustomerId !== undefined,
  });
}
