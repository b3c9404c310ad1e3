import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '@/lib/i18n';
import { type Session, SessionContext } from '@/shell/session/session-context';
import { Component as BookingsPage } from './bookings-page';
import { Component as BookingsRedirect } from './bookings-redirect';

vi.mock('@/lib/browser', () => ({ reloadPage: vi.fn(), scrollToTop: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const customer = {
  status: 'signed-in',
  user: { id: 1 },
  leaving: false,
  signedIn: vi.fn(),
  logOut: vi.fn(),
} as unknown as Session;

function booking(id: number, name: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    status: 'Booked',
    order_id: 40 + id,
    date: '26/09/2026',
    time: '19:00',
    description: null,
    simple_name: name,
    name,
    category: 'Fitness classes',
    venue: { id: 1, name: 'Leeds Central' },
    venue_name: 'Leeds Central',
    location_name: 'Studio 1',
    price: { formatted: '£5.00', raw: 500 },
    booking_type: 'other',
    attended: false,
    duration: '60min',
    starts_at: { format_24_hour: '19:00', raw: '2026-09-26T18:00:00Z' },
    ends_at: { format_24_hour: '20:00', raw: '2026-09-26T19:00:00Z' },
    can_be_cancelled: true,
    is_v2_booking: false,
    cancellation: { can_cancel: true, cut_off: '2026-09-26T16:00:00Z' },
    cancellation_cut_off: { cutoff_action: 'none', cutoff_message: null },
    awards_credit: { can_be_awarded: true, message: null },
    item: {
      location: { name: 'Studio 1', venue_slug: 'leeds' },
      date: { raw: '2026-09-26' },
      starts_at: { format_24_hour: '19:00' },
    },
    ...extra,
  };
}

function OrderPage() {
  const location = useLocation();
  return <p>order page {JSON.stringify(location.state)}</p>;
}

function show(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SessionContext value={customer}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/account/bookings" element={<BookingsRedirect />} />
            <Route path="/account/bookings/:filter" element={<BookingsPage />} />
            <Route path="/account/payments/order-history/:orderId" element={<OrderPage />} />
          </Routes>
        </MemoryRouter>
      </SessionContext>
    </QueryClientProvider>,
  );
  return client;
}

const bookingsUrls = () =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('my-account/bookings'));

beforeAll(() => loadNamespaces('account'));
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('the bookings page', () => {
  it('sends /account/bookings to the upcoming tab, which asks the server for future bookings', async () => {
    fetchMock.mockResolvedValue(json(200, { data: [] }));
    show('/account/bookings');
    expect(await screen.findByText('You have no upcoming bookings.')).toBeTruthy();
    expect(document.title).toBe('Bookings');
    expect(screen.getByRole('link', { name: 'Upcoming' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('aria-current')).toBeNull();
    expect(bookingsUrls()).toEqual(['/api/my-account/bookings?filter=future']);
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toContain('Bookings');
  });

  it('asks for past bookings on the Previous tab', async () => {
    fetchMock.mockResolvedValue(json(200, { data: [booking(1, 'Yoga')] }));
    show('/account/bookings/historic');
    const yoga = await screen.findByRole('listitem', { name: 'Yoga' });
    expect(bookingsUrls()).toEqual(['/api/my-account/bookings?filter=past']);
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('aria-current')).toBe('page');
    // Past bookings cannot be cancelled.
    expect(within(yoga).queryByRole('button', { name: /Cancel booking/ })).toBeNull();
  });

  it("shows 'Booking filter not found' for an unknown filter, without asking the server", async () => {
    show('/account/bookings/everything');
    expect((await screen.findByRole('alert')).textContent).toBe('Booking filter not found');
    expect(bookingsUrls()).toEqual([]);
  });

  it('shows each booking with its details and a View order link naming this page', async () => {
    fetchMock.mockResolvedValue(json(200, { data: [booking(1, 'Yoga', { attendee_name: 'Sam Morgan' })] }));
    show('/account/bookings/upcoming');
    const yoga = await screen.findByRole('listitem', { name: 'Yoga' });
    for (const text of [
      'Fitness classes',
      'Leeds Central',
      'Studio 1',
      '26/09/2026',
      '19:00–20:00',
      '£5.00',
    ]) {
      expect(within(yoga).getByText(text)).toBeTruthy();
    }
    expect(within(yoga).getByText('Booked')).toBeTruthy();
    expect(within(yoga).getByText('Sam Morgan')).toBeTruthy();
    fireEvent.click(within(yoga).getByRole('link', { name: 'View order for Yoga' }));
    expect(
      await screen.findByText('order page {"fromPage":"Bookings","fromPath":"/account/bookings/upcoming"}'),
    ).toBeTruthy();
  });

  it('says so when the bookings fail to load', async () => {
    fetchMock.mockResolvedValue(json(500, {}));
    show('/account/bookings/upcoming');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not load your bookings. Please try again.',
    );
  });

  it("shows a course session as part of its course: 'Booked', not 'active', and no £0.00 price", async () => {
    const session = booking(2, 'Improvers Swimming Course', {
      status: 'active',
      booking_type: 'courses',
      price: { formatted: '£0.00', raw: 0 },
      booking_bundle_context: { id: 7, settled_booking_position: 2, total_settled_bookings: 6 },
    });
    fetchMock.mockResolvedValue(json(200, { data: [session] }));
    show('/account/bookings/upcoming');
    const course = await screen.findByRole('listitem', { name: 'Improvers Swimming Course' });
    expect(within(course).getByText('Part of a course')).toBeTruthy();
    expect(within(course).getByText('Session 2 of 6')).toBeTruthy();
    expect(within(course).getByText('Booked')).toBeTruthy();
    expect(within(course).queryByText('active')).toBeNull();
    expect(within(course).queryByText('£0.00')).toBeNull();
    expect(within(course).queryByText('Price')).toBeNull();
    expect(within(course).queryByRole('button', { name: /Cancel booking/ })).toBeNull();
  });

  it('disables Cancel with its tooltip when the booking starts soon', async () => {
    fetchMock.mockResolvedValue(json(200, { data: [booking(1, 'Yoga', { can_be_cancelled: false })] }));
    show('/account/bookings/upcoming');
    const yoga = await screen.findByRole('listitem', { name: 'Yoga' });
    const cancel = within(yoga).getByRole('button', { name: 'Cancel booking Yoga' });
    expect(cancel.getAttribute('aria-disabled')).toBe('true');
    const tooltip = document.getElementById(cancel.getAttribute('aria-describedby') ?? '');
    expect(tooltip?.textContent).toBe('Cannot cancel due to booking starting soon');
    fireEvent.click(cancel);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the cancel booking modal', () => {
  const deleteCalls = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');

  it("shows the details, then 'Cancelling Booking...', then Cancelled once the booking has left the list", async () => {
    let finishCancel: (response: Response) => void = () => {};
    fetchMock.mockImplementation((_url, init) => {
      if (init?.method === 'DELETE') return new Promise((resolve) => (finishCancel = resolve));
      const cancelled = deleteCalls().length > 0;
      return Promise.resolve(json(200, { data: cancelled ? [] : [booking(1, 'Yoga')] }));
    });
    const client = show('/account/bookings/upcoming');
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const yoga = await screen.findByRole('listitem', { name: 'Yoga' });
    fireEvent.click(within(yoga).getByRole('button', { name: 'Cancel booking Yoga' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel booking: Yoga' });
    expect(within(dialog).getByText('19:00–20:00')).toBeTruthy();
    expect(
      within(dialog).getByText('A credit for the value of this booking will be added to your account.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(dialog).findByText('Cancelling Booking...')).toBeTruthy();
    expect(String(deleteCalls()[0]?.[0])).toBe('/api/activities/bookings/1/?source=my-account');
    finishCancel(
      json(200, {
        message: 'Your booking has been cancelled',
        data: { id: 1, status: 'cancelled', credit_awarded: true },
      }),
    );
    expect(await within(dialog).findByText('Cancelled')).toBeTruthy();
    expect(within(dialog).getByText('Your booking has been cancelled')).toBeTruthy();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['cart'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['auth', 'user'] });
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Yoga' })).toBeNull());
  });

  it("shows the server's message and 'Back to my bookings' when the cancel is refused", async () => {
    fetchMock.mockImplementation((_url, init) =>
      Promise.resolve(
        init?.method === 'DELETE'
          ? json(409, { message: 'This booking has already been cancelled.' })
          : json(200, {
              data: [booking(1, 'Yoga', { awards_credit: { can_be_awarded: false, message: null } })],
            }),
      ),
    );
    show('/account/bookings/upcoming');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking Yoga' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('You are not eligible for credit for this booking.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This booking has already been cancelled.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back to my bookings' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('does not count the cancel as done while the booking is still listed', async () => {
    fetchMock.mockImplementation((_url, init) =>
      Promise.resolve(
        init?.method === 'DELETE'
          ? json(200, { message: 'Your booking has been cancelled', data: { id: 1, status: 'cancelled' } })
          : json(200, {
              data: [
                booking(1, 'Yoga', { awards_credit: { can_be_awarded: true, message: 'Credit of £5.00' } }),
              ],
            }),
      ),
    );
    show('/account/bookings/upcoming');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking Yoga' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Credit of £5.00')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Your booking could not be cancelled. Please try again.',
    );
    expect(within(dialog).queryByText('Cancelled')).toBeNull();
  });
});
