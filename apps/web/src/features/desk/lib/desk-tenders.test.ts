import { describe, expect, it } from 'vitest';
import { emptyTenders, parseAmount, paymentsOf, summariseTenders, type TenderDraft } from './desk-tenders';

const draft = (patch: Partial<TenderDraft>): TenderDraft => ({ ...emptyTenders, ...patch });

describe('the running balance and the change', () => {
  it('gives £6.55 change for £20 cash on £13.45', () => {
    const summary = summariseTenders(1345, draft({ cash: 2000 }), 0);
    expect(summary).toMatchObject({ balance: 0, changeDue: 655, ready: true });
    expect(paymentsOf(draft({ cash: 2000 }), summary)).toEqual([
      { tenderType: 'cash', amount: 1345, tendered: 2000 },
    ]);
  });

  it('shows what is left while the tenders do not cover the total', () => {
    expect(summariseTenders(1345, emptyTenders, 0)).toMatchObject({
      balance: 1345,
      changeDue: 0,
      ready: false,
    });
    const short = summariseTenders(1345, draft({ cash: 1000 }), 0);
    expect(short).toMatchObject({ balance: 345, changeDue: 0, ready: false });
    expect(short.problems.cash).toBe('cashShort');
  });

  it('splits a voucher and credit, cash paying the rest', () => {
    const split = draft({ voucher: { amount: 500, reference: 'V-123' }, credit: 300, cash: 1000 });
    const summary = summariseTenders(1345, split, 500);
    expect(summary).toMatchObject({ balance: 0, changeDue: 455, ready: true });
    expect(paymentsOf(split, summary)).toEqual([
      { tenderType: 'credit', amount: 300 },
      { tenderType: 'offline-voucher', amount: 500, reference: 'V-123' },
      { tenderType: 'cash', amount: 545, tendered: 1000 },
    ]);
  });

  it('pays the whole of a sale with a voucher and credit alone', () => {
    const summary = summariseTenders(
      900,
      draft({ voucher: { amount: 400, reference: 'GIFT' }, credit: 500 }),
      500,
    );
    expect(summary).toMatchObject({ balance: 0, changeDue: 0, ready: true });
  });

  it('refuses credit beyond maxApplicable, and a voucher or cheque without its reference', () => {
    expect(summariseTenders(1345, draft({ credit: 600 }), 500).problems.credit).toBe('creditOverMax');
    const noRef = summariseTenders(1345, draft({ cheque: { amount: 1345, reference: ' ' } }), 0);
    expect(noRef.problems.chequeReference).toBe('referenceRequired');
    expect(noRef.ready).toBe(false);
  });

  it('gives change for cash only: a cheque or voucher may not pay more than is left', () => {
    const over = summariseTenders(1000, draft({ cheque: { amount: 1500, reference: '000123' } }), 0);
    expect(over.problems.chequeAmount).toBe('overpaid');
    expect(over.changeDue).toBe(0);
    expect(over.ready).toBe(false);
  });

  it('lets a free basket through with no tender', () => {
    expect(summariseTenders(0, emptyTenders, 0)).toMatchObject({ balance: 0, ready: true });
  });
});

describe('amounts as typed', () => {
  it('reads pounds and pence', () => {
    expect(parseAmount('20')).toBe(2000);
    expect(parseAmount('13.45')).toBe(1345);
    expect(parseAmount('£6.5')).toBe(650);
    expect(parseAmount('1,000')).toBe(100_000);
    expect(parseAmount('.5')).toBe(50);
    expect(parseAmount('')).toBe(0);
  });

  it('refuses what is not an amount', () => {
    expect(parseAmount('abc')).toBeNull();
    expect(parseAmount('1.234')).toBeNull();
    expect(parseAmount('-5')).toBeNull();
  });

  it('lets a card pay what is left once the gateway has authorised it, cash the rest', () => {
    const notYet = summariseTenders(1345, draft({ card: { amount: 1000, paymentId: null }, cash: 500 }), 0);
    expect(notYet).toMatchObject({ ready: false, problems: { card: 'cardNotTaken' } });
    const taken = draft({ card: { amount: 1000, paymentId: 9 }, cash: 500 });
    const summary = summariseTenders(1345, taken, 0);
    expect(summary).toMatchObject({ balance: 0, changeDue: 155, ready: true });
    expect(paymentsOf(taken, summary)).toEqual([
      { tenderType: 'card', amount: 1000, paymentId: 9 },
      { tenderType: 'cash', amount: 345, tendered: 500 },
    ]);
    expect(summariseTenders(1345, draft({ card: { amount: 1400, paymentId: 9 } }), 0).problems.card).toBe(
      'overpaid',
    );
  });
});
