import type { Cart, cartAddRequest, cartUpdateRequest } from '@leisure/contracts/cart';
import type { z } from 'zod';
import type { Tx } from '../../platform/db/client';
import { HttpError, unauthenticated, unprocessable } from '../../platform/http/errors';
import { createBasketRepository } from './basket.repository';
import { type BasketAnswer, type BasketContext, findCart, openCart, ownLine, write } from './basket-context';
import type { BasketCaller } from './basket-owner';
import { saveTenders } from './basket-tenders';
import { creditBalances } from './basket-view';
import { totalOf } from './cart-view';
import {
  applyDeskTenders,
  cardNotSyncedMessage,
  type DeskTenderRequest,
  type DeskVerdict,
} from './desk-tender-rules';
import type { LineBasket } from './line-type';
import { applyTenders, type Tender, type TenderVerdict } from './tender-rules';

export const noBenefitMessage = 'This item has no benefit applied.';
export const noPackageMessage = 'This item has no package usage applied.';
export const creditNeedsSignInMessage = 'Please sign in to use your credit.';

type AddInput = z.infer<typeof cartAddRequest>;
type UpdateInput = z.infer<typeof cartUpdateRequest>;

/** The open basket as it is, its lapsed holds taken again where their places are still free. */
export async function getCart(ctx: BasketContext, caller: BasketCaller): Promise<Cart> {
  const owner = await ctx.ownerOf(caller);
  const cart = await findCart(createBasketRepository(ctx.db), owner);
  if (cart) await ctx.lines.reholdExpired(ctx.db, owner, cart);
  return ctx.view(owner, cart);
}

export async function add(ctx: BasketContext, caller: BasketCaller, input: AddInput): Promise<BasketAnswer> {
  await ctx.lines.refuseEarly(ctx.db, caller.clientId, input.items);
  return write(
    ctx,
    caller,
    (tx, owner, cart) => ctx.lines.add(tx, owner, cart, input.items),
    input.items.map((i) => i.purchasedForUserId),
  );
}

/**
 * A write another module makes to the signed-in customer's basket through its own line type, in the
 * basket's transaction with the basket locked (so one person's writes queue), answered with what it made.
 */
export async function withLines<T>(
  ctx: BasketContext,
  caller: BasketCaller,
  change: (tx: Tx, basket: LineBasket) => Promise<T>,
): Promise<T> {
  const owner = await ctx.ownerOf(caller);
  if (owner.kind === 'visitor') throw unauthenticated();
  return ctx.db.transaction(async (tx) => {
    const { cart } = await openCart(tx, owner);
    return change(tx, ctx.lines.basketOf(tx, owner, cart));
  });
}

export function remove(ctx: BasketContext, caller: BasketCaller, lineIds: number[]): Promise<BasketAnswer> {
  return write(ctx, caller, async (tx, owner, cart, repo) => {
    // A course's session goes only with its course: removing it removes the course (children cascade).
    const ids = new Set<number>();
    for (const id of lineIds) ids.add((await ownLine(repo, cart, id)).parentItemId ?? id);
    const leaving = (await repo.lines(cart.id)).filter((l) => ids.has(l.id));
    await repo.deleteLines(cart.id, [...ids]);
    await ctx.lines.removed(tx, owner, leaving);
    await ctx.settle(tx, owner, cart.id, true);
  });
}

export function update(
  ctx: BasketContext,
  caller: BasketCaller,
  lineId: number,
  input: UpdateInput,
): Promise<BasketAnswer> {
  return write(
    ctx,
    caller,
    async (tx, owner, cart, repo) => {
      const line = await ownLine(repo, cart, lineId);
      await ctx.lines.change(tx, owner, cart, line, input);
      await ctx.settle(tx, owner, cart.id, false);
    },
    [input.purchasedForUserId],
  );
}

export function clear(ctx: BasketContext, caller: BasketCaller): Promise<BasketAnswer> {
  return write(ctx, caller, async (tx, owner, cart, repo) => {
    const leaving = await repo.lines(cart.id);
    await repo.deleteLines(cart.id, 'all');
    await ctx.lines.removed(tx, owner, leaving);
    await repo.deleteTenders(cart.id, ['cash', 'offline-voucher', 'cheque', 'credit']);
  });
}

/** Takes a benefit or package usage off a line: it goes back to its pay-as-you-go price. */
export function removeAllowance(ctx: BasketContext, kind: 'benefit' | 'package') {
  return (caller: BasketCaller, lineId: number) =>
    write(ctx, caller, async (tx, owner, cart, repo) => {
      const line = await ownLine(repo, cart, lineId);
      const applied = kind === 'benefit' ? line.benefitApplied : line.packageApplied;
      if (!applied) throw new HttpError(422, kind === 'benefit' ? noBenefitMessage : noPackageMessage);
      // Without the package, the best price left: a benefit would have been chosen before it.
      const without = kind === 'package' ? { applyPackage: false } : {};
      await ctx.lines.requote(tx, owner, cart, line, {
        applyBenefit: false,
        ...without,
        pricingOptionId: undefined,
      });
      await ctx.settle(tx, owner, cart.id, false);
    });
}

/** Puts tenders against the basket: credit by its owner; at the desk also cash, cheques and vouchers. */
export function putTenders(ctx: BasketContext, caller: BasketCaller, requested: DeskTenderRequest[]) {
  return write(ctx, caller, async (tx, owner, cart, repo) => {
    if (owner.kind === 'visitor') throw unauthenticated(creditNeedsSignInMessage);
    // One after another: a transaction is one connection, which runs one query at a time anyway.
    const lines = await repo.lines(cart.id);
    const current = (await repo.tenders(cart.id)) as Tender[];
    const balances = await creditBalances(ctx.deps.credits, tx, owner);
    const limits = { total: totalOf(lines), creditBalance: balances.general };
    // A card is never put against a basket: its gateway payment is the pay call's tender.
    if (requested.some((r) => r.tenderType === 'card'))
      throw unprocessable({ payments: [cardNotSyncedMessage] }, cardNotSyncedMessage);
    const verdict: TenderVerdict | DeskVerdict = owner.deskCustomerId
      ? applyDeskTenders(current, requested, limits)
      : applyTenders(current, requested as Tender[], limits);
    if (!verdict.ok) {
      const { status, message } = verdict;
      throw new HttpError(status, message, status === 422 ? { payments: [message] } : undefined);
    }
    await saveTenders(repo, cart.id, current, verdict.tenders);
  });
}
