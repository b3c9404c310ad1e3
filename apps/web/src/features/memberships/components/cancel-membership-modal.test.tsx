import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetchAndCollectToasts } from '@/test/fetch-and-toasts';
import type { AccountMembership } from '../api/get-memberships';
import { CancelMembershipModal } from './cancel-membership-modal';

vi.mock('@/lib/browser', () => ({ reloadPage: vi.fn(), scrollToTop: vi.fn() }));

const { fetchMock } = stubFetchAndCollectToasts('memberships');
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const membership = {
  id: 12,
  reference: 'M100043',
  status: 'active',
  managementEnabled: true,
  membershipType: { id: 1, name: 'Gym & Swim', coverage: 'national', eligibilityCriterion: null },
} as unknown as AccountMembership;

const day = (raw: string, fullDate: string) => ({ raw, full_date: fullDate });
const info = (extra: Record<string, unknown> = {}) => ({
  data: {
    recurring: {
      cancellation_notice_period: 30,
      earliest_final_payment_date: day('2026-12-01', '1 December 2026'),
      earliest_final_day_of_membership: day('2026-12-31', '31 December 2026'),
      cancellation_notice_required: true,
    },
    payment_type: 'recurring',
    has_outstanding_penalties_due: false,
    outstanding_penalties_due: [],
    total_outstanding: { amount: 0, formatted: '£0.00' },
    allow_online_membership_cancellation: true,
    membership_cancellation_refusal_message: null,
    ...extra,
  },
});

function show() {
  const onClose = vi.fn();
  const onPayDebts = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CancelMembershipModal membership={membership} onClose={onClose} onPayDebts={onPayDebts} />
    </QueryClientProvider>,
  );
  return { onClose, onPayDebts, client };
}

describe('CancelMembershipModal', () => {
  it('shows the notice and its dates, cancels, and shows the red Cancelled badge with the button kept disabled', async () => {
    fetchMock.mockResolvedValueOnce(json(200, info()));
    fetchMock.mockResolvedValueOnce(
      json(200, {
        data: {
          id: 12,
          status: 'active',
          final_payment_date: day('2026-12-01', '1 December 2026'),
          final_day_of_membership: day('2026-12-31', '31 December 2026'),
        },
      }),
    );
    const { client } = show();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    expect(
      await screen.findByRole('heading', { name: '30 days notice is required to cancel your membership' }),
    ).toBeTruthy();
    expect(screen.getByText('Final payment date:')).toBeTruthy();
    expect(screen.getByText('1 December 2026')).toBeTruthy();
    expect(screen.getByText('Final day of membership:')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel membership' }));
    expect(await screen.findByRole('dialog', { name: 'Membership cancelled' })).toBeTruthy();
    expect(screen.getByText('Cancelled')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Cancel membership' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(String(url)).toBe('/api/memberships/12/cancel');
    expect(init?.method).toBe('POST');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['my-account', 'memberships'] });
  });

  it("lists the server's messages above the button and keeps it disabled after an error", async () => {
    fetchMock.mockResolvedValueOnce(json(200, info()));
    const message = 'Debts must be settled before this membership can be cancelled';
    fetchMock.mockResolvedValueOnce(json(409, { message, errors: { membership: [message] } }));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel membership' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect((screen.getByRole('button', { name: 'Cancel membership' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('says a single payment ends at once', async () => {
    fetchMock.mockResolvedValueOnce(json(200, info({ payment_type: 'fixed', recurring: null })));
    show();
    expect(
      await screen.findByText(
        'Please note cancelling your membership will be immediate, please check your membership terms and conditions as you may not be eligible for a refund',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Final payment date:')).toBeNull();
  });

  it("goes by 'Continue' to the debt page, then puts the debts in the basket", async () => {
    fetchMock.mockResolvedValueOnce(
      json(
        200,
        info({
          has_outstanding_penalties_due: true,
          outstanding_penalties_due: [
            {
              id: 4,
              type: 'no-show',
              description: 'Did not attend Aqua Fit',
              fee_amount: { amount: 500, formatted: '£5.00' },
              venue: { name: 'Manchester Central' },
              session: { name: 'Aqua Fit', date: '20/11/2026', time: '18:00' },
              created_at: '2026-11-20T19:00:00.000Z',
            },
          ],
          total_outstanding: { amount: 500, formatted: '£5.00' },
        }),
      ),
    );
    fetchMock.mockResolvedValueOnce(json(200, { data: { cart_item_ids: [9] } }));
    const { onPayDebts } = show();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'You have outstanding debts on your account' })).toBeTruthy();
    expect(screen.getByText('Debts must be settled before this membership can be cancelled')).toBeTruthy();
    expect(screen.getByText('Centre:')).toBeTruthy();
    expect(screen.getByText('Session:')).toBeTruthy();
    expect(screen.getByText('20/11/2026 18:00')).toBeTruthy();
    expect(screen.getByText('Total owed: £5.00')).toBeTruthy();
    expect(screen.getByText('Cancellation will be processed automatically after payment')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay debt and cancel membership' }));
    await vi.waitFor(() => expect(onPayDebts).toHaveBeenCalled());
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe('/api/memberships/12/cancel/pay-debts');
  });

  it("refused online: the operator's message and 'Close'", async () => {
    fetchMock.mockResolvedValueOnce(
      json(
        200,
        info({
          allow_online_membership_cancellation: false,
          membership_cancellation_refusal_message: 'Please speak to reception.',
        }),
      ),
    );
    const { onClose } = show();
    expect(
      await screen.findByRole('heading', { name: 'This membership cannot be cancelled online' }),
    ).toBeTruthy();
    expect(screen.getByText('Please speak to reception.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel membership' })).toBeNull();
    // The modal's × is 'Close' too: this is the spec's own button, the one that says so.
    const close = screen.getAllByRole('button', { name: 'Close' }).find((b) => b.textContent === 'Close');
    fireEvent.click(close!);
    expect(onClose).toHaveBeenCalled();
  });
});
