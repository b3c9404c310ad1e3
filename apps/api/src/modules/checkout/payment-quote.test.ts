import { describe, expect, it } from 'vitest';
import type { CheckoutCart, CheckoutLine } from './checkout.ports';
import { matchesQuote, quoteOf } from './payment-quote';

const line = (id: number, values: Partial<CheckoutLine> = {}): CheckoutLine => ({
  id,
  cartableType: 'activity',
  cartableId: null,
  occurrenceId: 100 + id,
  pricingOptionId: 7,
  purchasedForUserId: null,
  parentItemId: null,
  unitPrice: 650,
  quantity: 1,
  benefitApplied: false,
  packageApplied: false,
  holdExpiresAt: new Date('2026-11-23T10:00:00Z'),
  name: 'Yoga',
  ...values,
});
const cart = (lines: CheckoutLine[]): CheckoutCart => ({
  cartId: 9,
  uuid: 'c',
  userId: 1,
  selectedUserId: null,
  lines,
  tenders: [],
  totals: { total: 0, tendered: 0, balance: 0 },
});

describe('a payment’s quote', () => {
  const quoted = quoteOf(cart([line(2), line(1, { unitPrice: 400 })]), 100);

  it('keeps the lines in id order, their total and the credit', () => {
    expect(quoted.lines.map((l) => l.id)).toEqual([1, 2]);
    expect(quoted).toMatchObject({ cartId: 9, total: 1050, credit: 100 });
  });

  it('matches the same basket, whatever order its lines come in and whatever else they carry', () => {
    const again = cart([line(1, { unitPrice: 400, holdExpiresAt: null }), line(2, { name: 'Renamed' })]);
    expect(matchesQuote(quoted, again, 100)).toBe(true);
    // jsonb gives keys back in an order of its own.
    const fromDb = JSON.parse(
      JSON.stringify({ ...quoted, lines: quoted.lines.map((l) => ({ ...l })).reverse() }),
    );
    expect(matchesQuote(fromDb, again, 100)).toBe(true);
  });

  it('matches nothing else: another session, person, price, line, credit, basket, or no quote at all', () => {
    const base = [line(1, { unitPrice: 400 }), line(2)];
    const variants = [
      cart([base[0]!, line(2, { occurrenceId: 999 })]),
      cart([base[0]!, line(2, { purchasedForUserId: 5 })]),
      cart([base[0]!, line(2, { unitPrice: 700 })]),
      cart([base[0]!, line(3)]),
      cart([base[0]!]),
      { ...cart(base), cartId: 10 },
    ];
    for (const changed of variants) expect(matchesQuote(quoted, changed, 100)).toBe(false);
    expect(matchesQuote(quoted, cart(base), 0)).toBe(false);
    expect(matchesQuote(null, cart(base), 100)).toBe(false);
  });
});
