import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '@/lib/i18n';
import type { DeskCustomerProfile } from '../api/desk-customers';
import { CustomerProfileView } from './customer-profile';

beforeAll(() => loadNamespaces('foh'));

const price = (raw: number) => ({ raw, formatted: `£${(raw / 100).toFixed(2)}` });
const profile = {
  customer: {
    id: 1,
    reference: 'C100001',
    firstName: 'Alex',
    lastName: 'Morgan',
    email: 'alex.morgan@example.com',
    postcode: 'M1 1AA',
    dateOfBirth: '1990-04-12',
    phone: null,
  },
  family: [{ id: 30, reference: 'C100030', firstName: 'Mia', lastName: 'Morgan', dateOfBirth: '2016-06-18' }],
  upcomingBookings: [],
  memberships: [],
  unpaidFees: [
    {
      id: 7,
      name: 'Late cancellation: Spin',
      amount: price(250),
      createdAt: '2026-11-20T10:00:00Z',
      user: { id: 1, name: 'Alex Morgan' },
    },
    {
      id: 8,
      name: 'Replacement card',
      amount: price(500),
      createdAt: '2026-11-21T10:00:00Z',
      user: { id: 30, name: 'Mia Morgan' },
    },
  ],
} as unknown as DeskCustomerProfile;

describe('the customer’s unpaid fees at the desk', () => {
  it('offers each fee not yet in the basket, saying whose a family member’s is', () => {
    const onAdd = vi.fn();
    render(<CustomerProfileView profile={profile} fees={{ inBasket: new Set([8]), adding: null, onAdd }} />);
    const fees = within(screen.getByTestId('desk-unpaid-fees')).getAllByRole('listitem');
    expect(fees[1]!.textContent).toContain('For Mia Morgan');
    expect(fees[1]!.textContent).toContain('In the basket');
    expect(fees[0]!.textContent).not.toContain('For ');
    fireEvent.click(screen.getByRole('button', { name: 'Add to basket: Late cancellation: Spin, £2.50' }));
    expect(onAdd).toHaveBeenCalledWith(profile.unpaidFees[0]);
    expect(screen.getAllByRole('button', { name: /^Add to basket/ })).toHaveLength(1);
  });

  it('only lists them when the page sells nothing', () => {
    render(<CustomerProfileView profile={profile} />);
    expect(screen.queryByRole('button', { name: /^Add to basket/ })).toBeNull();
    expect(screen.getByText(/Replacement card/)).toBeTruthy();
  });
});
