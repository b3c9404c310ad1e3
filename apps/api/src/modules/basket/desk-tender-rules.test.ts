import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyDeskTenders,
  cardNeedsPaymentMessage,
  cashBelowAmountMessage,
  checkDeskPay,
  type DeskTenderRequest,
  deskMaxCredit,
  deskTendersAfterChange,
  notCoveredAtDeskMessage,
  nothingLeftForCashMessage,
  oneOfEachMessage,
  positiveTenderMessage,
  referenceNeededMessage,
  settleDesk,
  type Tender,
} from './desk-tender-rules';
import { creditOverBalanceMessage, tendersOverTotalMessage } from './tender-rules';

const sum = (tenders: { amount: number }[]) => tenders.reduce((s, t) => s + t.amount, 0);
const nonCash = (tenders: Tender[]) => tenders.filter((t) => t.tenderType !== 'cash');

describe('desk tender rules', () => {
  it('takes £20 cash for £13.45 and gives £6.55 change', () => {
    const verdict = applyDeskTenders([], [{ tenderType: 'cash', amount: 1345, tendered: 2000 }], {
      total: 1345,
      creditBalance: 0,
    });
    expect(verdict).toEqual({ ok: true, tenders: [{ tenderType: 'cash', amount: 2000, reference: null }] });
    const settled = settleDesk(1345, verdict.ok ? verdict.tenders : []);
    expect(settled).toMatchObject({ balance: 0, changeDue: 655 });
    expect(settled.tenders[0]).toMatchObject({ amount: 1345, tendered: 2000, change: 655 });
  });

  it('lets cash pay what a voucher and credit leave', () => {
    const requested: DeskTenderRequest[] = [
      { tenderType: 'offline-voucher', amount: 500, reference: 'V-1' },
      { tenderType: 'credit', amount: 300 },
      { tenderType: 'cash', amount: 545, tendered: 1000 },
    ];
    const paid = checkDeskPay(1345, requested, 300);
    expect(paid).toMatchObject({ ok: true, changeDue: 455 });
    expect(paid.ok && paid.settled.map((t) => [t.tenderType, t.amount, t.change])).toEqual([
      ['offline-voucher', 500, 0],
      ['credit', 300, 0],
      ['cash', 545, 455],
    ]);
  });

  it('refuses what breaks a rule, each with its reason', () => {
    const limits = { total: 1000, creditBalance: 200 };
    const refused = (current: Tender[], requested: DeskTenderRequest[]) => {
      const verdict = applyDeskTenders(current, requested, limits);
      return verdict.ok ? null : verdict.message;
    };
    expect(
      refused(
        [],
        [
          { tenderType: 'cash', amount: 100 },
          { tenderType: 'cash', amount: 200 },
        ],
      ),
    ).toBe(oneOfEachMessage);
    expect(refused([], [{ tenderType: 'cash', amount: 500, tendered: 400 }])).toBe(cashBelowAmountMessage);
    expect(refused([], [{ tenderType: 'credit', amount: 300 }])).toBe(creditOverBalanceMessage);
    expect(refused([], [{ tenderType: 'cheque', amount: 1100, reference: 'C-1' }])).toBe(
      tendersOverTotalMessage,
    );
    expect(refused([{ tenderType: 'cheque', amount: 1000 }], [{ tenderType: 'cash', amount: 100 }])).toBe(
      nothingLeftForCashMessage,
    );
    expect(checkDeskPay(1000, [{ tenderType: 'cheque', amount: 1000 }], 0)).toMatchObject({
      message: referenceNeededMessage,
    });
    expect(checkDeskPay(1000, [{ tenderType: 'cash', amount: 0 }], 0)).toMatchObject({
      message: positiveTenderMessage,
    });
    expect(checkDeskPay(1000, [{ tenderType: 'cash', amount: 999 }], 0)).toMatchObject({
      message: notCoveredAtDeskMessage,
    });
  });

  it('keeps a cheque’s or voucher’s reference with it, and refuses one without', () => {
    const limits = { total: 1000, creditBalance: 0 };
    expect(applyDeskTenders([], [{ tenderType: 'cheque', amount: 400 }], limits)).toMatchObject({
      message: referenceNeededMessage,
    });
    const kept = applyDeskTenders([], [{ tenderType: 'cheque', amount: 400, reference: '000123' }], limits);
    expect(kept).toEqual({ ok: true, tenders: [{ tenderType: 'cheque', amount: 400, reference: '000123' }] });
    const withCash = applyDeskTenders(
      kept.ok ? kept.tenders : [],
      [{ tenderType: 'cash', amount: 600 }],
      limits,
    );
    expect(withCash.ok && withCash.tenders.find((t) => t.tenderType === 'cheque')?.reference).toBe('000123');
    const paid = checkDeskPay(1000, withCash.ok ? withCash.tenders : [], 0);
    expect(paid.ok && paid.settled.map((t) => t.reference)).toEqual(['000123', null]);
  });

  it('takes one card, with its payment, for no more than what is left; cash makes up the rest', () => {
    const card = (amount: number) => ({ tenderType: 'card' as const, amount, paymentId: 7 });
    expect(
      checkDeskPay(1000, [card(600), { tenderType: 'cash', amount: 400, tendered: 500 }], 0),
    ).toMatchObject({
      ok: true,
      changeDue: 100,
      settled: [
        { tenderType: 'card', amount: 600, change: 0, paymentId: 7 },
        { tenderType: 'cash', amount: 400, change: 100, paymentId: null },
      ],
    });
    expect(checkDeskPay(1000, [card(1001)], 0)).toMatchObject({ message: tendersOverTotalMessage });
    expect(checkDeskPay(1000, [card(600), card(400)], 0)).toMatchObject({ message: oneOfEachMessage });
    expect(checkDeskPay(1000, [{ tenderType: 'card', amount: 1000 }], 0)).toMatchObject({
      message: cardNeedsPaymentMessage,
    });
    expect(checkDeskPay(1000, [card(1000), { tenderType: 'cash', amount: 100 }], 0)).toMatchObject({
      message: nothingLeftForCashMessage,
    });
  });

  it('pays only with the rules kept, whatever tenders a pay call brings with a card', () => {
    const payTender = fc.record({
      tenderType: fc.constantFrom('cash', 'cheque', 'offline-voucher', 'credit', 'card') as fc.Arbitrary<
        DeskTenderRequest['tenderType']
      >,
      amount: fc.integer({ min: -100, max: 3000 }),
      tendered: fc.option(fc.integer({ min: 1, max: 5000 }), { nil: undefined }),
      reference: fc.option(fc.constant('REF-1'), { nil: undefined }),
      paymentId: fc.option(fc.constant(9), { nil: undefined }),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4000 }),
        fc.integer({ min: 0, max: 4000 }),
        fc.array(payTender, { maxLength: 6 }),
        (total, creditBalance, requested) => {
          const paid = checkDeskPay(total, requested, creditBalance);
          if (!paid.ok) return;
          const cards = paid.settled.filter((t) => t.tenderType === 'card');
          expect(cards.length).toBeLessThanOrEqual(1);
          expect(cards.every((t) => t.paymentId === 9)).toBe(true);
          const others = paid.settled.filter((t) => t.tenderType !== 'cash' && t.tenderType !== 'card');
          if (cards[0]) expect(cards[0].amount).toBeLessThanOrEqual(total - sum(others));
          expect(paid.settled.every((t) => t.change === 0 || t.tenderType === 'cash')).toBe(true);
          expect(sum(paid.settled)).toBe(total);
          expect(
            paid.settled.every(
              (t) => (t.tenderType !== 'cheque' && t.tenderType !== 'offline-voucher') || t.reference,
            ),
          ).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  const tenderType = fc.constantFrom('cash', 'cheque', 'offline-voucher', 'credit') as fc.Arbitrary<
    DeskTenderRequest['tenderType']
  >;
  const request = fc.record({
    tenderType,
    amount: fc.integer({ min: -500, max: 5000 }),
    tendered: fc.option(fc.integer({ min: 1, max: 8000 }), { nil: undefined }),
    reference: fc.option(fc.constant('REF-1'), { nil: undefined }),
  });
  const step = fc.oneof(
    fc.record({ kind: fc.constant('add' as const), price: fc.integer({ min: 0, max: 3000 }) }),
    fc.record({ kind: fc.constant('remove' as const), index: fc.nat() }),
    fc.record({
      kind: fc.constant('reprice' as const),
      index: fc.nat(),
      price: fc.integer({ min: 0, max: 3000 }),
    }),
    fc.record({ kind: fc.constant('tenders' as const), requested: fc.array(request, { maxLength: 4 }) }),
  );

  it('keeps its invariants through random tenders, removals and syncs, and pays only when covered', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 3000 }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 4000 }),
        fc.array(step, { maxLength: 25 }),
        (initial, creditBalance, steps) => {
          const lines = [...initial];
          let tenders: Tender[] = [];
          for (const s of steps) {
            if (s.kind === 'tenders') {
              const verdict = applyDeskTenders(tenders, s.requested, {
                total: sum(lines.map((amount) => ({ amount }))),
                creditBalance,
              });
              if (verdict.ok) tenders = verdict.tenders;
            } else if (s.kind === 'add') {
              lines.push(s.price);
              tenders = deskTendersAfterChange(
                tenders,
                sum(lines.map((amount) => ({ amount }))),
                creditBalance,
                false,
              );
            } else if (lines.length > 0) {
              const at = s.index % lines.length;
              if (s.kind === 'remove') lines.splice(at, 1);
              else lines[at] = s.price;
              tenders = deskTendersAfterChange(
                tenders,
                sum(lines.map((amount) => ({ amount }))),
                creditBalance,
                s.kind === 'remove',
              );
              // After an item is removed only credit remains.
              if (s.kind === 'remove') expect(tenders.every((t) => t.tenderType === 'credit')).toBe(true);
            }
            const total = sum(lines.map((amount) => ({ amount })));
            const types = tenders.map((t) => t.tenderType);
            expect(new Set(types).size).toBe(types.length);
            expect(types.filter((t) => t === 'cash').length).toBeLessThanOrEqual(1);
            expect(types.filter((t) => t === 'credit').length).toBeLessThanOrEqual(1);
            expect(tenders.every((t) => t.amount > 0)).toBe(true);
            expect(sum(nonCash(tenders))).toBeLessThanOrEqual(total);
            expect(sum(tenders.filter((t) => t.tenderType === 'credit'))).toBeLessThanOrEqual(creditBalance);
            if (types.includes('cash')) expect(sum(nonCash(tenders))).toBeLessThan(total);
            const settled = settleDesk(total, tenders);
            expect(sum(settled.tenders) + settled.balance).toBe(total);
            expect(
              settled.tenders.every((t) => t.change >= 0 && (t.change === 0 || t.tenderType === 'cash')),
            ).toBe(true);
            expect(deskMaxCredit(total, tenders, creditBalance)).toBeLessThanOrEqual(creditBalance);
          }
          const total = sum(lines.map((amount) => ({ amount })));
          const withReferences = tenders.map((t) => ({ ...t, reference: 'REF-1' }));
          const paid = checkDeskPay(total, withReferences, creditBalance);
          const covered = settleDesk(total, tenders).balance === 0;
          expect(paid.ok).toBe(covered);
          if (paid.ok) expect(sum(paid.settled)).toBe(total);
        },
      ),
      { numRuns: 400 },
    );
  });
});
