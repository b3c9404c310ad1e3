import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNamespaces } from '@/lib/i18n';
import type { ListedBooking } from './booking-details';
import { CancelBookingModal } from './cancel-booking-modal';

const booking = (lateCancellationFee: { formatted: string } | null) =>
  ({
    id: 1,
    name: 'Pilates',
    status: 'active',
    category: 'Classes',
    venue: { id: 1, name: 'Manchester Central' },
    venueName: 'Manchester Central',
    locationName: 'Studio 1',
    date: '12/12/2026',
    time: '13:00',
    startsAt: { format24Hour: '13:00', raw: '2026-12-12T13:00:00Z' },
    endsAt: { format24Hour: '13:55', raw: '2026-12-12T13:55:00Z' },
    price: { formatted: '£8.50', raw: 850 },
    isV2Booking: false,
    awardsCredit: { canBeAwarded: false, message: 'You are not eligible for credit for this booking.' },
    lateCancellationFee,
  }) as unknown as ListedBooking;

function show(b: ListedBooking) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CancelBookingModal booking={b} onClose={() => {}} />
    </QueryClientProvider>,
  );
}

beforeAll(() => loadNamespaces('account'));

describe('the cancel modal and the late-cancellation fee', () => {
  it('tells the customer the fee before they confirm', () => {
    show(booking({ formatted: '£2.50' }));
    expect(
      screen.getByText(
        'Cancelling now is a late cancellation: a fee of £2.50 will be charged to your account.',
      ),
    ).toBeTruthy();
  });

  it('says nothing of a fee when cancelling now charges none', () => {
    show(booking(null));
    expect(screen.queryByText(/late cancellation/)).toBeNull();
  });
});
