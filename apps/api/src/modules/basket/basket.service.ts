import type { cartAddRequest, cartUpdateRequest } from '@leisure/contracts/cart';
import type { z } from 'zod';
import type { Executor, Tx } from '../../platform/db/client';
import { createBasketRepository } from './basket.repository';
import { completeCart, heldPlacesByOthers, lockOpenCartForCheckout, repriceLines } from './basket-checkout';
import { type BasketDeps, createBasketContext } from './basket-context';
import * as edits from './basket-edits';
import { dropAttendee, mergeVisitorBasket } from './basket-merge';
import type { BasketCaller } from './basket-owner';
import type { DeskTenderRequest } from './desk-tender-rules';
import type { LineBasket } from './line-type';

export { heldPlaces, heldPlacesByOthers } from './basket.repository';
export type { CheckoutCart, CheckoutLine } from './basket-checkout';
export type { BasketAnswer } from './basket-context';
export { holdMinutes } from './basket-context';
export { creditNeedsSignInMessage, noBenefitMessage, noPackageMessage } from './basket-edits';
export type { BasketCaller } from './basket-owner';

/**
 * The basket's use cases, each in a file of its own over one shared context (basket-context.ts): read,
 * add, remove, change, clear, tenders, the visitor's basket merged at sign-in, a family member dropped.
 * Each kind of line is handled by its own line type (docs/decisions/019-line-types.md).
 */
export function createBasketService(deps: BasketDeps) {
  const ctx = createBasketContext(deps);
  return {
    getCart: (caller: BasketCaller) => edits.getCart(ctx, caller),
    add: (caller: BasketCaller, input: z.infer<typeof cartAddRequest>) => edits.add(ctx, caller, input),
    remove: (caller: BasketCaller, lineIds: number[]) => edits.remove(ctx, caller, lineIds),
    update: (caller: BasketCaller, lineId: number, input: z.infer<typeof cartUpdateRequest>) =>
      edits.update(ctx, caller, lineId, input),
    clear: (caller: BasketCaller) => edits.clear(ctx, caller),
    withLines: <T>(caller: BasketCaller, change: (tx: Tx, basket: LineBasket) => Promise<T>) =>
      edits.withLines(ctx, caller, change),
    removeBenefit: edits.removeAllowance(ctx, 'benefit'),
    removePackage: edits.removeAllowance(ctx, 'package'),
    putTenders: (caller: BasketCaller, requested: DeskTenderRequest[]) =>
      edits.putTenders(ctx, caller, requested),
    mergeVisitorBasket: (clientId: number, userId: number, visitorKey: string) =>
      mergeVisitorBasket(ctx, clientId, userId, visitorKey),
    /** Takes out, from whichever basket holds them, the lines of things their module has let go. */
    dropLines: (executor: Executor, cartableType: string, cartableIds: number[]) =>
      createBasketRepository(executor).deleteLinesOf(cartableType, cartableIds),
    dropAttendee: (tx: Tx, clientId: number, holderUserId: number, attendeeUserId: number) =>
      dropAttendee(ctx, tx, clientId, holderUserId, attendeeUserId),

    // For the checkout (modules/checkout): the same functions, exported from basket-checkout.ts too.
    lockOpenCartForCheckout,
    heldPlacesByOthers,
    repriceLines,
    completeCart,
  };
}
export type BasketService = ReturnType<typeof createBasketService>;
