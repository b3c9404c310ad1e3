import type { TenderType } from '@leisure/contracts/cart';

/** A tender put against a customer's basket: their credit (the desk's own are desk-tender-rules'). */
export type Tender = { tenderType: TenderType; amount: number };

export const staffOnlyTenderMessage = 'Only front-of-house staff can take cash, cheque or voucher payments.';
export const creditOverBalanceMessage = 'You do not have enough credit for this payment.';
export const tendersOverTotalMessage = 'Payments cannot be more than the basket total.';

export type TenderVerdict =
  | { ok: true; tenders: Tender[] }
  | { ok: false; status: 403 | 422; message: string };

type Limits = { total: number; creditBalance: number };

const sum = (tenders: Tender[]) => tenders.reduce((s, t) => s + t.amount, 0);

/**
 * Spec part 1 §4 Basket: a tender replaces an earlier one of the same type, and a non-positive amount
 * removes it. Customers may put only their own credit, up to the basket total and their balance; cash,
 * cheque and vouchers are taken by staff at the desk (decision 053), never on a customer's basket. Tenders
 * together never pay more than the basket costs.
 */
export function applyTenders(current: Tender[], requested: Tender[], limits: Limits): TenderVerdict {
  const byType = new Map(current.map((t) => [t.tenderType, t.amount]));
  for (const { tenderType, amount } of requested) {
    if (tenderType !== 'credit') {
      return { ok: false, status: 403, message: staffOnlyTenderMessage };
    }
    if (amount > 0) byType.set(tenderType, amount);
    else byType.delete(tenderType);
  }
  const tenders = [...byType].map(([tenderType, amount]) => ({ tenderType, amount }));
  const credit = byType.get('credit') ?? 0;
  if (credit > limits.creditBalance) return { ok: false, status: 422, message: creditOverBalanceMessage };
  if (sum(tenders) > limits.total) return { ok: false, status: 422, message: tendersOverTotalMessage };
  return { ok: true, tenders };
}

/** The most credit this basket can still take: the balance, up to what other tenders leave to pay. */
export function maxApplicableCredit(total: number, tenders: Tender[], creditBalance: number): number {
  const others = sum(tenders.filter((t) => t.tenderType !== 'credit'));
  return Math.max(0, Math.min(creditBalance, total - others));
}

/**
 * The tenders that survive a change of the basket's lines: removing a line keeps only credit (spec part 1
 * §4), and credit shrinks to what the basket and the balance still allow.
 */
export function tendersAfterChange(
  tenders: Tender[],
  total: number,
  creditBalance: number,
  lineRemoved: boolean,
): Tender[] {
  const kept = lineRemoved ? tenders.filter((t) => t.tenderType === 'credit') : tenders;
  const others = kept.filter((t) => t.tenderType !== 'credit');
  const credit = kept.find((t) => t.tenderType === 'credit');
  if (!credit) return others;
  const amount = Math.min(credit.amount, maxApplicableCredit(total, others, creditBalance));
  return amount > 0 ? [...others, { tenderType: 'credit', amount }] : others;
}
