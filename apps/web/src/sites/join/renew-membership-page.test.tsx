import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetchAndCollectToasts } from '@/test/fetch-and-toasts';
import { answerFetch, json, money, showManagePage } from './manage-membership-test-kit';

vi.mock('@/lib/browser', () => ({ reloadPage: vi.fn(), scrollToTop: vi.fn() }));

const { fetchMock } = stubFetchAndCollectToasts('joining');

const path = '/join/memberships/renew/8/gold-12-months/fixed';

const renewal = {
  data: {
    id: 8,
    name: 'Gold 12 Months',
    reference: 'M-0008',
    access: 'All national locations.',
    duration: '12 months',
    price: money('450.00'),
    joining_fee: money('25.00'),
    start_date: { raw: '2026-12-10', full_date_pretty: '10 December 2026' },
    end_date: { raw: '2027-12-09', full_date_pretty: '9 December 2027' },
    benefits: ['Free classes'],
    description: '<p>Everything.</p>',
    total_cost: money('475.00'),
    membership_type_id: 3,
    payment_option_id: 12,
  },
};

const where = () => screen.getByTestId('where').textContent;

/** Riley's details are on record: he continues to the review. */
async function toReview() {
  fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
  return screen.findByText('Total to pay now: £475.00');
}

describe('the renew membership page', () => {
  it('goes to the memberships list when reached without the list’s route state', async () => {
    showManagePage(path, { state: null });
    expect((await screen.findByTestId('where')).textContent).toBe('memberships /account/memberships');
  });

  it('shows the not-found view when there is nothing to renew', async () => {
    answerFetch(fetchMock, { 'GET /api/memberships/8/renew': json(404, { message: 'No membership found' }) });
    showManagePage(path);
    expect(await screen.findByRole('heading', { name: /gone offside/ })).toBeTruthy();
  });

  it('shows the renewal chosen, its dates to read, and no edit buttons; then goes to the checkout', async () => {
    let renewed = false;
    answerFetch(fetchMock, {
      'GET /api/memberships/8/renew': json(200, renewal),
      'POST /api/memberships/8/renew': () => {
        renewed = true;
        return json(200, { data: { cart_item_id: 41 } });
      },
    });
    showManagePage(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Renew membership' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Memberships' })).toBeTruthy();
    await screen.findByText('Gold 12 Months');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '1. Membership',
      '2. Your details',
      '3. Dates and costs',
      '4. Checkout',
    ]);
    for (const text of ['Gold 12 Months', 'All national locations.', '12 months', '£450.00', '£25.00'])
      expect(await screen.findByText(text)).toBeTruthy();

    await toReview();
    expect(screen.getByText('10 December 2026')).toBeTruthy();
    expect(screen.getByText('9 December 2027')).toBeTruthy();
    expect(screen.queryByLabelText(/Start date/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(where()).toBe('checkout /basket/checkout'));
    expect(renewed).toBe(true);
  });

  it('shows the server’s messages on the membership, or its own when the basket refuses otherwise', async () => {
    let answer = json(422, {
      message: 'Invalid',
      errors: { membership: ['This membership was renewed already.'] },
    });
    answerFetch(fetchMock, {
      'GET /api/memberships/8/renew': json(200, renewal),
      'POST /api/memberships/8/renew': () => answer,
    });
    showManagePage(path);
    await toReview();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This membership was renewed already.');

    answer = json(500, { message: 'Down' });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'An error occurred when trying to add the membership to the basket. Please try again.',
      ),
    );
  });
});
