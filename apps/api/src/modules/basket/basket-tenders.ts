import type { Tx } from '../../platform/db/client';
import type { BasketRepository } from './basket.repository';
import { createBasketRepository } from './basket.repository';
import type { BasketOwner } from './basket-owner';
import { type BasketViewDeps, creditBalances } from './basket-view';
import { totalOf } from './cart-view';
import { deskTendersAfterChange } from './desk-tender-rules';
import { type Tender, tendersAfterChange } from './tender-rules';

type KeptTender = { tenderType: string; amount: number; reference?: string | null | undefined };

/** Replaces a basket's tenders with `after` (a cheque's or voucher's with its reference), removing the types it no longer has. */
export async function saveTenders(
  repo: BasketRepository,
  cartId: number,
  before: KeptTender[],
  after: KeptTender[],
) {
  const keptTypes = new Set(after.map((t) => t.tenderType));
  await repo.deleteTenders(
    cartId,
    before.filter((t) => !keptTypes.has(t.tenderType)).map((t) => t.tenderType),
  );
  for (const tender of after)
    await repo.putTender(cartId, tender.tenderType, tender.amount, tender.reference ?? null);
}

/** Credit shrinks with the basket; removing a line keeps only credit (spec part 1 §4). */
export async function settleTenders(
  credits: BasketViewDeps['credits'],
  tx: Tx,
  owner: BasketOwner,
  cartId: number,
  lineRemoved: boolean,
) {
  const repo = createBasketRepository(tx);
  // One after another: a transaction is one connection, which runs one query at a time anyway.
  const lines = await repo.lines(cartId);
  const current = await repo.tenders(cartId);
  const balances = await creditBalances(credits, tx, owner);
  const after = owner.kind === 'user' && owner.deskCustomerId ? deskTendersAfterChange : tendersAfterChange;
  const kept = after(current as Tender[], totalOf(lines), balances.general, lineRemoved);
  await saveTenders(repo, cartId, current as Tender[], kept);
}
