import type { DeskAppliedTender } from '@leisure/contracts/foh-desk';
import type { DeskPayTenderType } from '@leisure/contracts/foh-desk-rules';

/**
 * The tenders a desk sale is being paid with, as typed (minor units; 0 is "not used"). Cash is what was
 * handed over: it pays what the others leave, and the rest comes back as change. Vouchers and cheques carry
 * their reference; credit is the customer's, up to what the basket lets them apply. A card is its amount
 * and, once the gateway has authorised it, its payment.
 */
export type TenderDraft = {
  cash: number;
  cheque: { amount: number; reference: string };
  voucher: { amount: number; reference: string };
  credit: number;
  card: { amount: number; paymentId: number | null };
};

export const emptyTenders: TenderDraft = {
  cash: 0,
  cheque: { amount: 0, reference: '' },
  voucher: { amount: 0, reference: '' },
  credit: 0,
  card: { amount: 0, paymentId: null },
};

export type TenderField =
  | 'cash'
  | 'chequeAmount'
  | 'chequeReference'
  | 'voucherAmount'
  | 'voucherReference'
  | 'credit'
  | 'card';

export type TenderProblem = 'creditOverMax' | 'referenceRequired' | 'overpaid' | 'cashShort' | 'cardNotTaken';

export type TenderSummary = {
  /** What the non-cash tenders pay, then what cash pays of the rest. */
  applied: { credit: number; voucher: number; cheque: number; card: number; cash: number };
  /** Still to pay after every tender; 0 once covered. */
  balance: number;
  /** Cash handed over beyond what it pays. */
  changeDue: number;
  problems: Partial<Record<TenderField, TenderProblem>>;
  /** Every tender valid and the total covered: 'Take payment' may go. */
  ready: boolean;
};

/**
 * The running balance and the change due (spec part 1 §4, decision 009 and 053): credit, voucher and cheque
 * pay first, then a card, and none may pay more than is left (only cash gives change); credit is capped at
 * maxApplicable; a voucher or a cheque needs its reference; a card pays once the gateway has authorised it.
 */
export function summariseTenders(total: number, draft: TenderDraft, maxCredit: number): TenderSummary {
  const problems: TenderSummary['problems'] = {};
  let left = Math.max(0, total);

  const credit = Math.min(draft.credit, left);
  if (draft.credit > maxCredit) problems.credit = 'creditOverMax';
  else if (draft.credit > left) problems.credit = 'overpaid';
  left -= credit;

  const voucher = Math.min(draft.voucher.amount, left);
  if (draft.voucher.amount > left) problems.voucherAmount = 'overpaid';
  if (draft.voucher.amount > 0 && !draft.voucher.reference.trim())
    problems.voucherReference = 'referenceRequired';
  left -= voucher;

  const cheque = Math.min(draft.cheque.amount, left);
  if (draft.cheque.amount > left) problems.chequeAmount = 'overpaid';
  if (draft.cheque.amount > 0 && !draft.cheque.reference.trim())
    problems.chequeReference = 'referenceRequired';
  left -= cheque;

  const card = Math.min(draft.card.amount, left);
  if (draft.card.amount > left) problems.card = 'overpaid';
  else if (draft.card.amount > 0 && draft.card.paymentId === null) problems.card = 'cardNotTaken';
  left -= card;

  const cash = Math.min(draft.cash, left);
  const changeDue = draft.cash - cash;
  left -= cash;
  const balance = left;
  if (balance > 0 && draft.cash > 0) problems.cash = 'cashShort';

  const valid =
    Object.keys(problems).filter((field) => problems[field as TenderField] !== 'cashShort').length === 0;
  return {
    applied: { credit, voucher, cheque, card, cash },
    balance,
    changeDue,
    problems,
    ready: valid && balance === 0,
  };
}

export type DeskPayment = {
  tenderType: DeskPayTenderType;
  amount: number;
  tendered?: number;
  reference?: string;
  paymentId?: number;
};

/** The pay call's tenders: only those in use, cash with what was handed over. */
export function paymentsOf(draft: TenderDraft, summary: TenderSummary): DeskPayment[] {
  const out: DeskPayment[] = [];
  if (summary.applied.credit > 0) out.push({ tenderType: 'credit', amount: summary.applied.credit });
  if (summary.applied.voucher > 0)
    out.push({
      tenderType: 'offline-voucher',
      amount: summary.applied.voucher,
      reference: draft.voucher.reference.trim(),
    });
  if (summary.applied.cheque > 0)
    out.push({
      tenderType: 'cheque',
      amount: summary.applied.cheque,
      reference: draft.cheque.reference.trim(),
    });
  if (summary.applied.card > 0 && draft.card.paymentId !== null)
    out.push({ tenderType: 'card', amount: summary.applied.card, paymentId: draft.card.paymentId });
  if (summary.applied.cash > 0)
    out.push({ tenderType: 'cash', amount: summary.applied.cash, tendered: draft.cash });
  return out;
}

/**
 * What the basket keeps (PUT …/payments): every tender but the card, each in use with its amount (cash
 * as handed over) and the others at 0, which removes them. Null while a tender is wrong: nothing is kept
 * until it is right.
 */
export function syncedPayments(draft: TenderDraft, summary: TenderSummary): DeskPayment[] | null {
  const wrong = Object.entries(summary.problems).some(
    ([field, problem]) => field !== 'card' && problem !== 'cashShort',
  );
  if (wrong) return null;
  const voucher = draft.voucher.reference.trim();
  const cheque = draft.cheque.reference.trim();
  return [
    { tenderType: 'credit', amount: summary.applied.credit },
    voucher
      ? { tenderType: 'offline-voucher', amount: summary.applied.voucher, reference: voucher }
      : { tenderType: 'offline-voucher', amount: 0 },
    cheque
      ? { tenderType: 'cheque', amount: summary.applied.cheque, reference: cheque }
      : { tenderType: 'cheque', amount: 0 },
    summary.applied.cash > 0
      ? { tenderType: 'cash', amount: summary.applied.cash, tendered: draft.cash }
      : { tenderType: 'cash', amount: 0 },
  ];
}

/** The tenders the basket kept, as the form's texts: a reload starts where staff left off. */
export function textsOfSynced(tenders: DeskAppliedTender[]) {
  const of = (type: string) => tenders.find((t) => t.tenderType === type);
  const pounds = (raw: number | undefined) => (raw ? (raw / 100).toFixed(2) : '');
  return {
    credit: pounds(of('credit')?.amount.raw),
    voucherAmount: pounds(of('offline-voucher')?.amount.raw),
    voucherReference: of('offline-voucher')?.reference ?? '',
    chequeAmount: pounds(of('cheque')?.amount.raw),
    chequeReference: of('cheque')?.reference ?? '',
    cash: pounds(of('cash')?.tendered.raw),
  };
}

/**
 * An amount as staff type it ('20', '13.45', '£6.5', '1,000') in minor units; '' is 0, anything else
 * (letters, a third decimal, a minus) is null.
 */
export function parseAmount(raw: string): number | null {
  const text = raw.trim().replace(/^£/, '').replace(/,/g, '');
  if (text === '') return 0;
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text) ?? /^()\.(\d{1,2})$/.exec(text);
  if (!match) return null;
  const pounds = Number(match[1] || '0');
  const pence = Number((match[2] ?? '').padEnd(2, '0'));
  return pounds * 100 + pence;
}
