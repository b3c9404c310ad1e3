import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNamespaces } from '@/lib/i18n';
import type { Order, OrderItem } from '../api/get-order';
import { OrderItems } from './order-items';

const price = (raw: number) => ({
  raw,
  decimal: (raw / 100).toFixed(2),
  formatted: `${raw < 0 ? '-' : ''}£${(Math.abs(raw) / 100).toFixed(2)}`,
});

const booking: OrderItem = {
  type: 'activity',
  id: 7,
  name: 'Yoga',
  date: '26/09/2026',
  startTime: '19:00',
  price: { formatted: '£5.00', raw: 500 },
  venueName: 'Leeds Central',
  locationName: 'Studio 1',
  attendeeName: null,
  bookingId: 70,
  startsAtUtc: '2026-09-26T18:00:00Z',
  endsAtUtc: '2026-09-26T19:00:00Z',
};

const membership = (extra: Partial<OrderItem>): OrderItem => ({
  ...booking,
  type: 'membership',
  id: 8,
  name: 'Gym & Swim',
  date: null,
  startTime: null,
  venueName: null,
  locationName: null,
  bookingId: null,
  startsAtUtc: null,
  endsAtUtc: null,
  price: { formatted: '£31.56', raw: 3156 },
  startDate: '26/11/2026',
  paymentType: 'recurring',
  paymentOption: { prettyFirstBillingDate: '20 December 2026', fixedDuration: null, fixedPeriod: null },
  fees: [
    { label: 'Joining fee', price: price(2500) },
    { label: 'Pro-rata fee', price: price(3156) },
    { label: 'Discount', price: price(-2500) },
  ],
  categories: [{ name: 'Gym' }, { name: 'Swim' }],
  baseFee: { price: price(3999) },
  homeVenue: { name: 'Manchester Central Pool & Gym' },
  ...extra,
});

const orderOf = (items: OrderItem[]): Order => ({
  id: 42,
  uuid: '6f1c2d3e-0000-4000-8000-000000000042',
  createdAt: '26/11/2026',
  total: { formatted: '£36.56', raw: 3656 },
  paymentType: 'card',
  status: 'placed',
  items,
});

/** The card's lines as 'label: value'. */
const linesOf = (card: HTMLElement) =>
  within(card)
    .getAllByRole('term')
    .map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);

beforeAll(() => loadNamespaces('bookings'));

describe("an order's items", () => {
  it('shows a monthly membership as a membership, beside the table of bookings', () => {
    render(<OrderItems order={orderOf([booking, membership({})])} caption="What you booked" />);
    const table = screen.getByRole('table', { name: 'What you booked' });
    expect(within(table).getByRole('row', { name: /Yoga/ })).toBeTruthy();
    expect(within(table).queryByText('Gym & Swim')).toBeNull();
    const card = screen.getByRole('region', { name: 'Gym & Swim' });
    expect(linesOf(card)).toEqual([
      'Start date: 26/11/2026',
      'Payment: Monthly',
      'First monthly payment: 20 December 2026',
      'Monthly fee: £39.99',
      'Joining fee: £25.00',
      'Pro-rata fee: £31.56',
      'Discount: -£25.00',
      'Paid with this order: £31.56',
      'Home centre: Manchester Central Pool & Gym',
    ]);
    // The name is said once.
    expect(screen.getAllByText('Gym & Swim')).toHaveLength(1);
  });

  it('says the term of a single payment, and leaves the table out when only memberships were bought', () => {
    const fixed = membership({
      paymentType: 'fixed',
      paymentOption: { prettyFirstBillingDate: null, fixedDuration: 3, fixedPeriod: 'month' },
      fees: [],
      baseFee: { price: price(11500) },
      price: { formatted: '£115.00', raw: 11500 },
    });
    render(<OrderItems order={orderOf([fixed])} caption="What you booked" />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(linesOf(screen.getByRole('region', { name: 'Gym & Swim' }))).toEqual([
      'Start date: 26/11/2026',
      'Payment: Single payment for 3 months',
      'Membership price: £115.00',
      'Paid with this order: £115.00',
      'Home centre: Manchester Central Pool & Gym',
    ]);
  });

  it('keeps a membership item without its details (an older answer) in the table', () => {
    const { startDate: _s, paymentType: _p, ...plain } = membership({});
    render(<OrderItems order={orderOf([plain])} caption="What you booked" />);
    const table = screen.getByRole('table', { name: 'What you booked' });
    expect(within(table).getByRole('row', { name: /Gym & Swim/ })).toBeTruthy();
    expect(screen.queryByRole('region')).toBeNull();
  });
});
