import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '@/lib/i18n';
import { Component as BookingConfirmedPage } from './booking-confirmed-page';

vi.mock('@/lib/browser', () => ({ reloadPage: vi.fn(), scrollToTop: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const order = {
  id: 42,
  uuid: '6f1c2d3e-0000-4000-8000-000000000042',
  created_at: '26/09/2026',
  total: { formatted: '£5.00', raw: 500 },
  payment_type: 'card',
  items: [
    {
      type: 'activity',
      id: 7,
      name: 'Yoga',
      date: '26/09/2026',
      start_time: '19:00',
      price: { formatted: '£5.00', raw: 500 },
      venue_name: 'Leeds Central',
      location_name: 'Studio 1',
      attendee_name: 'Alex Morgan',
      booking_id: 70,
      starts_at_utc: '2026-09-26T18:00:00Z',
      ends_at_utc: '2026-09-26T19:00:00Z',
    },
  ],
};

function show() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/booking-confirmed/42']}>
        <Routes>
          <Route path="/booking-confirmed/:orderId" element={<BookingConfirmedPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(() => loadNamespaces('bookings'));
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('the booking confirmation page', () => {
  it('shows what was booked, with a calendar file per booking, the receipt and where to go next', async () => {
    fetchMock.mockResolvedValue(json(200, { data: order }));
    show();
    const table = await screen.findByRole('table', { name: 'What you booked' });
    const row = within(table).getByRole('row', { name: /Yoga/ });
    for (const text of ['26/09/2026', '19:00', 'Leeds Central', 'Studio 1', 'Alex Morgan']) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
    expect(within(row).getByRole('button', { name: 'Add to calendar: Yoga' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download receipt' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My bookings' }).getAttribute('href')).toBe(
      '/account/bookings/upcoming',
    );
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/my-account/orders/42');
  });

  it("says 'Failed to load order, please try again.' when the order cannot be read", async () => {
    fetchMock.mockResolvedValue(json(404, { message: 'Not found' }));
    show();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load order, please try again.');
  });
});
