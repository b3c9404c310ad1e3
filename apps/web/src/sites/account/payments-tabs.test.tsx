import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetchAndCollectToasts } from '@/test/fetch-and-toasts';
import { calls, json, price, showPayments } from './payments-test-kit';

vi.mock('@/lib/browser', () => ({ reloadPage: vi.fn(), scrollToTop: vi.fn() }));

const { fetchMock } = stubFetchAndCollectToasts('payments');

const gbp = (raw: number) => ({ ...price(raw), currency: 'GBP' });
const balances = { booking: gbp(1000), membership: gbp(250) };

function order(id: number, createdAt: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    uuid: `uuid-${id}`,
    created_at: createdAt,
    total: { formatted: '£12.50', raw: 1250 },
    payment_type: 'card',
    status: 'placed',
    items: [
      {
        type: 'activity',
        id: 1,
        name: 'Spin Express',
        date: createdAt,
        start_time: '18:00',
        price: price(500),
      },
      {
        type: 'penalty',
        id: 2,
        name: 'Late cancellation of Badminton court 2',
        date: null,
        start_time: null,
        price: price(750),
      },
    ],
    ...extra,
  };
}

describe('the Credit tab', () => {
  it('goes from /payments/credit to Credit added, with the balances and each grant', async () => {
    fetchMock.mockResolvedValue(
      json(200, {
        data: {
          credits: [
            {
              id: 1,
              kind: 'booking',
              value: gbp(500),
              remaining: gbp(500),
              added_at: '2026-05-01T10:00:00Z',
              expires_at: '2027-05-01T10:00:00Z',
              expired: false,
              reason: 'Booking cancelled',
              related_item: 'Zumba, 24/05/2026 18:00',
              description: null,
            },
          ],
          balances,
        },
      }),
    );
    showPayments('/account/payments/credit');
    expect(await screen.findByText('Booking cancelled')).toBeTruthy();
    expect(screen.getByText('Zumba, 24/05/2026 18:00')).toBeTruthy();
    expect(screen.getByText('01/05/2027')).toBeTruthy();
    expect(screen.getByText('Membership credit')).toBeTruthy();
    const toggles = screen.getByRole('navigation', { name: 'Credit lists' });
    expect(within(toggles).getByRole('link', { name: 'Credit added' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('link', { name: 'Credit' }).getAttribute('aria-current')).toBe('page');
    expect(calls(fetchMock)).toEqual(['GET /api/credits/user']);
  });

  it("says 'No spent credits to display' on Credit spent with nothing spent", async () => {
    fetchMock.mockResolvedValue(json(200, { data: { transactions: [], balances } }));
    showPayments('/account/payments/credit/spent');
    expect(await screen.findByRole('heading', { name: 'No spent credits to display' })).toBeTruthy();
    expect(calls(fetchMock)).toEqual(['GET /api/credits/user/credit-transactions']);
  });

  it("says 'No credits to display' with nothing added, and an error when the list fails", async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: { credits: [], balances } }));
    showPayments('/account/payments/credit/added');
    expect(await screen.findByRole('heading', { name: 'No credits to display' })).toBeTruthy();
  });

  it('shows the error when credit cannot be read', async () => {
    fetchMock.mockResolvedValue(json(403, { message: 'Credit is not available for this account.' }));
    showPayments('/account/payments/credit/spent');
    expect(
      await screen.findByRole('heading', { name: 'Failed to load your credit, please try again.' }),
    ).toBeTruthy();
  });

  it('sends the Credit address to the summary when credits are off', async () => {
    fetchMock.mockResolvedValue(json(200, { data: [], total_fees: { raw: 0, formatted: '£0.00' } }));
    showPayments('/account/payments/credit/added', { creditsEnabled: false });
    expect(await screen.findByText('You have no unpaid fees.')).toBeTruthy();
    expect(calls(fetchMock).some((call) => call.includes('/api/credits'))).toBe(false);
  });
});

describe('the Order history tab', () => {
  it('lists every order with its date, total, payment type and items, each linking to its page', async () => {
    fetchMock.mockResolvedValue(
      json(200, { data: [order(12, '24/05/2026'), order(11, '01/05/2026', { payment_type: 'credit' })] }),
    );
    showPayments('/account/payments/order-history');
    const table = await screen.findByRole('table', { name: 'Your orders' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      '24/05/2026',
      '01/05/2026',
    ]);
    expect(rows[0]?.textContent).toContain('£12.50');
    expect(rows[0]?.textContent).toContain('Card');
    expect(rows[1]?.textContent).toContain('Account credit');
    expect(rows[0]?.textContent).toContain('Spin Express, Late cancellation of Badminton court 2');
    expect(screen.getByRole('status').textContent).toBe('2 orders');
    fireEvent.click(screen.getByRole('link', { name: 'View order 12' }));
    expect(await screen.findByText(/order page \/account\/payments\/order-history\/12/)).toBeTruthy();
    expect(screen.getByText(/"fromPage":"Order history"/)).toBeTruthy();
    expect(calls(fetchMock)).toEqual(['GET /api/my-account/orders']);
  });

  it('filters by from and to, either of which may be empty, and keeps the filter in the address', async () => {
    fetchMock.mockResolvedValue(json(200, { data: [order(12, '24/05/2026')] }));
    showPayments('/account/payments/order-history');
    await screen.findByRole('table', { name: 'Your orders' });
    fireEvent.click(screen.getByRole('button', { name: 'Filter orders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter orders' });
    fireEvent.input(within(dialog).getByLabelText('From'), { target: { value: '2026-05-24' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply filter' }));
    await waitFor(() => expect(calls(fetchMock)).toContain('GET /api/my-account/orders?from=2026-05-24'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Orders from 24/05/2026')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Filter orders' }));
    const again = await screen.findByRole('dialog', { name: 'Filter orders' });
    expect((within(again).getByLabelText('From') as HTMLInputElement).value).toBe('2026-05-24');
    fireEvent.input(within(again).getByLabelText('To'), { target: { value: '2026-05-01' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Apply filter' }));
    expect(await within(again).findByText('The from date must not be after the to date.')).toBeTruthy();
    fireEvent.input(within(again).getByLabelText('From'), { target: { value: '' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Apply filter' }));
    await waitFor(() => expect(calls(fetchMock)).toContain('GET /api/my-account/orders?to=2026-05-01'));
    expect(screen.getByText('Orders up to 01/05/2026')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear filter' }));
    await waitFor(() => expect(screen.queryByText(/Orders up to/)).toBeNull());
  });

  it('reads the filter from the address, and says when nothing matches', async () => {
    fetchMock.mockResolvedValue(json(200, { data: [] }));
    showPayments('/account/payments/order-history?from=2026-05-01&to=2026-05-31');
    expect(await screen.findByRole('heading', { name: 'No orders match this filter.' })).toBeTruthy();
    expect(calls(fetchMock)).toEqual(['GET /api/my-account/orders?from=2026-05-01&to=2026-05-31']);
    expect(screen.getByText('Orders from 01/05/2026 to 31/05/2026')).toBeTruthy();
  });

  it("says 'Failed to load order history, please try again'", async () => {
    fetchMock.mockResolvedValue(json(500, { message: 'boom' }));
    showPayments('/account/payments/order-history');
    expect(
      await screen.findByRole('heading', { name: 'Failed to load order history, please try again' }),
    ).toBeTruthy();
  });
});
