import type { DeskPayTenderType } from '@leisure/contracts/foh-desk-rules';
import { creditOverBalanceMessage, tendersOverTotalMessage } from './tender-rules';

/**
 * The desk's tenders (decision 053, which updates 009): cheque, voucher and credit together never pay more
 * than the basket; cash pays what they leave, and cash handed over beyond that is change. A basket keeps
 * one tender of each type, cash as the amount handed over, a cheque's or voucher's with its reference.
 * A card (only in the pay call, authorised through the gateway) is one more tender that never pays more
 * than what is left: only cash may be more.
 */

/** A tender of the desk: cash as the amount handed over; a cheque or voucher with its reference. */
export type Tender = { tenderType: DeskPayTenderType; amount: number; reference?: string | null | undefined };

export type DeskTenderRequest = {
  tenderType: DeskPayTenderType;
  amount: number;
  /** Cash handed over; at least `amount`. */
  tendered?: number | undefined;
  reference?: string | null | undefined;
  /** A card's payment (payments row), authorised at the gateway. */
  paymentId?: number | undefined;
};

/** A tender as an order records it: what it paid, what was handed over, the change. */
export type SettledTender = {
  tenderType: DeskPayTenderType;
  amount: number;
  tendered: number;
  change: number;
  reference: string | null;
  /** A card tender's payment. */
  paymentId: number | null;
};

export const oneOfEachMessage = 'Please give one payment of each kind.';
export const cashBelowAmountMessage = 'The cash handed over cannot be less than the amount it pays.';
export const nothingLeftForCashMessage = 'Nothing is left to pay in cash.';
export const referenceNeededMessage = 'A cheque or voucher needs its number or code.';
export const notCoveredAtDeskMessage = 'The payments do not cover the amount due.';
export const positiveTenderMessage = 'Each payment must be more than zero.';
export const cardNeedsPaymentMessage = 'A card payment needs the payment the card was taken with.';
export const cardNotSyncedMessage = 'A card is taken with the card payment call, not put against the basket.';

const referenced = (t: { tenderType: string }) =>
  t.tenderType === 'cheque' || t.tenderType === 'offline-voucher';

type Refusal = { ok: false; status: 422; message: string };
export type DeskVerdict = { ok: true; tenders: Tender[] } | Refusal;
const refuse = (message: string): Refusal => ({ ok: false, status: 422, message });

const sum = (tenders: { amount: number }[]) => tenders.reduce((s, t) => s + t.amount, 0);
const nonCash = (tenders: Tender[]) => tenders.filter((t) => t.tenderType !== 'cash');

/** Each tender's share of the basket: the non-cash ones as given, cash the rest, its excess the change. */
export function settleDesk(
  total: number,
  tenders: (Tender & { paymentId?: number | null | undefined })[],
): { tenders: SettledTender[]; balance: number; changeDue: number } {
  const room = Math.max(0, total - sum(nonCash(tenders)));
  const cashTendered = tenders.find((t) => t.tenderType === 'cash')?.amount ?? 0;
  const cashApplied = Math.min(cashTendered, room);
  const settled = tenders.map((t) => {
    const amount = t.tenderType === 'cash' ? cashApplied : t.amount;
    return {
      tenderType: t.tenderType,
      amount,
      tendered: t.amount,
      change: t.amount - amount,
      reference: t.reference ?? null,
      paymentId: t.paymentId ?? null,
    };
  });
  return { tenders: settled, balance: room - cashApplied, changeDue: cashTendered - cashApplied };
}

/** The most credit the basket can take: the customer's balance, up to what cheques and vouchers leave. */
export function deskMaxCredit(total: number, tenders: Tender[], creditBalance: number): number {
  const others = sum(nonCash(tenders).filter((t) => t.tenderType !== 'credit'));
  return Math.max(0, Math.min(creditBalance, total - others));
}

/**
 * Spec part 1 §4 at the desk: each tender replaces the basket's tender of its type, a non-positive amount
 * removes it. What is kept must hold: credit within the balance, non-cash within the total, a cheque or
 * voucher with its reference, and cash only while something is left for it to pay.
 */
export function applyDeskTenders(
  current: Tender[],
  requested: DeskTenderRequest[],
  limits: { total: number; creditBalance: number },
): DeskVerdict {
  if (new Set(requested.map((r) => r.tenderType)).size !== requested.length) return refuse(oneOfEachMessage);
  const byType = new Map(current.map((t) => [t.tenderType, t]));
  for (const { tenderType, amount, tendered, reference } of requested) {
    if (amount <= 0) {
      byType.delete(tenderType);
      continue;
    }
    if (tenderType === 'cash' && tendered !== undefined && tendered < amount)
      return refuse(cashBelowAmountMessage);
    if (referenced({ tenderType }) && !reference) return refuse(referenceNeededMessage);
    byType.set(tenderType, {
      tenderType,
      amount: tenderType === 'cash' ? (tendered ?? amount) : amount,
      reference: referenced({ tenderType }) ? reference : null,
    });
  }
  const tenders = [...byType.values()];
  if ((byType.get('credit')?.amount ?? 0) > limits.creditBalance) return refuse(creditOverBalanceMessage);
  if (sum(nonCash(tenders)) > limits.total) return refuse(tendersOverTotalMessage);
  if (byType.has('cash') && sum(nonCash(tenders)) >= limits.total) return refuse(nothingLeftForCashMessage);
  return { ok: true, tenders };
}

/**
 * The tenders that survive a change of the basket's lines: removing a line keeps only credit (spec part 1
 * §4); otherwise cheques and vouchers that now pay more than the basket go, credit shrinks to what the
 * basket and balance allow, and cash goes when nothing is left for it.
 */
export function deskTendersAfterChange(
  tenders: Tender[],
  total: number,
  creditBalance: number,
  lineRemoved: boolean,
): Tender[] {
  let kept = lineRemoved ? tenders.filter((t) => t.tenderType === 'credit') : tenders;
  const offline = kept.filter(referenced);
  if (sum(offline) > total) kept = kept.filter((t) => !offline.includes(t));
  const credit = kept.find((t) => t.tenderType === 'credit');
  const others = kept.filter((t) => t.tenderType !== 'credit');
  const creditAmount = credit ? Math.min(credit.amount, deskMaxCredit(total, others, creditBalance)) : 0;
  const next =
    creditAmount > 0 ? [...others, { tenderType: 'credit' as const, amount: creditAmount }] : others;
  return sum(nonCash(next)) >= total ? next.filter((t) => t.tenderType !== 'cash') : next;
}

/**
 * The pay call's check of its tenders against the locked basket: the rules above from nothing (so a
 * reference on every cheque and voucher), a card with its payment, and the basket covered exactly (cash
 * may be more).
 */
export function checkDeskPay(
  total: number,
  requested: DeskTenderRequest[],
  creditBalance: number,
): { ok: true; settled: SettledTender[]; changeDue: number } | Refusal {
  if (requested.some((r) => r.amount <= 0)) return refuse(positiveTenderMessage);
  if (requested.some((r) => r.tenderType === 'card' && !r.paymentId)) return refuse(cardNeedsPaymentMessage);
  const verdict = applyDeskTenders([], requested, { total, creditBalance });
  if (!verdict.ok) return verdict;
  const paymentOf = new Map(requested.map((r) => [r.tenderType, r.paymentId]));
  const settled = settleDesk(
    total,
    verdict.tenders.map((t) => ({ ...t, paymentId: paymentOf.get(t.tenderType) ?? null })),
  );
  if (settled.balance > 0) return refuse(notCoveredAtDeskMessage);
  return { ok: true, settled: settled.tenders, changeDue: settled.changeDue };
}
