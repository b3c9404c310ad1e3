import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '@/lib/i18n';
import { type Session, SessionContext } from '@/shell/session/session-context';
import { wireWaitlistEntry as entry } from '@/test/wire-waitlist-entry';
import { Component as BookingsPage } from './bookings-page';

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

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function show(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SessionContext value={customer}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/account/bookings/:filter" element={<BookingsPage />} />
            <Route path="/basket" element={<p>basket page</p>} />
          </Routes>
          <Where />
        </MemoryRouter>
      </SessionContext>
    </QueryClientProvider>,
  );
  return client;
}

const calls = (method = 'GET') =>
  fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method).map(([url]) => String(url));

beforeAll(() => loadNamespaces('account', 'bookings'));
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('the Waitlist tab', () => {
  it('lists the entries with their place in the queue, each linking to its own page', async () => {
    fetchMock.mockResolvedValue(
      json(200, { data: [entry(7, 'Pilates', { attendee: { id: 9, name: 'Mia Morgan' } })] }),
    );
    show('/account/bookings/waitlist');
    const pilates = await screen.findByRole('listitem', { name: 'Pilates' });
    expect(calls()).toEqual(['/api/my-account/waitlist']);
    expect(screen.getByRole('link', { name: 'Waitlist' }).getAttribute('aria-current')).toBe('page');
    for (const text of ['26/09/2026', '13:00–13:55', 'Manchester Central', 'Studio 1', 'Mia Morgan']) {
      expect(within(pilates).getByText(text)).toBeTruthy();
    }
    expect(within(pilates).getByRole('status').textContent).toBe('Position 2 in the queue');
    expect(within(pilates).getByRole('link', { name: 'Pilates' }).getAttribute('href')).toBe(
      '/account/bookings/7',
    );
  });

  it('does not name the attendee when the place is the customer’s own', async () => {
    fetchMock.mockResolvedValue(json(200, { data: [entry(7, 'Pilates')] }));
    show('/account/bookings/waitlist');
    const pilates = await screen.findByRole('listitem', { name: 'Pilates' });
    expect(within(pilates).queryByText('Attendee')).toBeNull();
  });

  it('says so when the waitlist is empty, and when it fails to load', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: [] }));
    show('/account/bookings/waitlist');
    expect(await screen.findByText('You are not on any waitlists.')).toBeTruthy();
    screen.getByText('You are not on any waitlists.').remove();

    fetchMock.mockResolvedValueOnce(json(500, {}));
    show('/account/bookings/waitlist');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not load your waitlist. Please try again.',
    );
  });

  it("leaves the waitlist: details, then 'Removing...', then 'Removed', and the waitlist reloads", async () => {
    let finishLeave: (response: Response) => void = () => {};
    fetchMock.mockImplementation((_url, init) => {
      if (init?.method === 'DELETE') return new Promise((resolve) => (finishLeave = resolve));
      const left = calls('DELETE').length > 0;
      return Promise.resolve(json(200, { data: left ? [] : [entry(7, 'Pilates')] }));
    });
    show('/account/bookings/waitlist');
    const pilates = await screen.findByRole('listitem', { name: 'Pilates' });
    fireEvent.click(within(pilates).getByRole('button', { name: 'Leave waitlist for Pilates' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave waitlist: Pilates' });
    expect(within(dialog).getByText('13:00–13:55')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave waitlist' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe('Removing...');
    expect(calls('DELETE')).toEqual(['/api/my-account/waitlist/7']);
    finishLeave(
      json(200, { message: 'You have left the waitlist', data: entry(7, 'Pilates', { status: 'left' }) }),
    );
    expect(await within(dialog).findByText('Removed')).toBeTruthy();
    expect(within(dialog).getByText('You have left the waitlist')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('You are not on any waitlists.')).toBeTruthy());
    expect(calls().filter((url) => url === '/api/my-account/waitlist')).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's message when leaving is refused", async () => {
    fetchMock.mockImplementation((_url, init) =>
      Promise.resolve(
        init?.method === 'DELETE'
          ? json(409, { message: 'This entry is no longer on the waitlist.' })
          : json(200, { data: [entry(7, 'Pilates')] }),
      ),
    );
    show('/account/bookings/waitlist');
    fireEvent.click(await screen.findByRole('button', { name: 'Leave waitlist for Pilates' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave waitlist' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This entry is no longer on the waitlist.',
    );
    expect(within(dialog).queryByText('Removed')).toBeNull();
  });

  it('goes to the basket when an accepted place is to be paid for', async () => {
    const offered = entry(7, 'Pilates', {
      status: 'offered',
      offer_expires_at: '2026-09-25T18:30:00Z',
      offer_deadline: '25/09/2026 19:30',
    });
    fetchMock.mockImplementation((_url, init) =>
      Promise.resolve(
        init?.method === 'POST'
          ? json(200, {
              message: 'The place is in your basket: pay to confirm it.',
              data: { outcome: 'basket', booking_id: null, order_id: null, entry: offered },
            })
          : json(200, { data: [offered] }),
      ),
    );
    show('/account/bookings/waitlist');
    const pilates = await screen.findByRole('listitem', { name: 'Pilates' });
    expect(within(pilates).getByRole('status').textContent).toBe(
      'Place offered Accept by 25/09/2026 19:30 to keep it.',
    );
    fireEvent.click(within(pilates).getByRole('button', { name: 'Accept place for Pilates' }));
    expect(await screen.findByText('basket page')).toBeTruthy();
    expect(calls('POST')).toEqual(['/api/my-account/waitlist/7/accept']);
  });
});

describe('a waitlist entry’s page', () => {
  it('shows the entry under Account › Bookings › the session', async () => {
    fetchMock.mockResolvedValue(json(200, { data: entry(7, 'Pilates', { order: 1 }) }));
    show('/account/bookings/7');
    expect(await screen.findByRole('heading', { name: 'Waitlist: Pilates', level: 1 })).toBeTruthy();
    expect(calls()).toEqual(['/api/my-account/waitlist/7']);
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Bookings' }).getAttribute('href')).toBe(
      '/account/bookings/waitlist',
    );
    expect(within(trail).getByText('Pilates').getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('Position 1 in the queue')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Leave waitlist for Pilates' })).toBeTruthy();
  });

  it('books a free offered place there and then, and links to Upcoming', async () => {
    let accepted = false;
    const offered = entry(7, 'Pilates', {
      status: 'offered',
      offer_expires_at: '2026-09-25T18:30:00Z',
      offer_deadline: '25/09/2026 19:30',
    });
    const done = entry(7, 'Pilates', { status: 'accepted', order: null, booking_id: 55 });
    fetchMock.mockImplementation((_url, init) => {
      if (init?.method === 'POST') {
        accepted = true;
        return Promise.resolve(
          json(200, {
            message: 'Your place has been booked',
            data: { outcome: 'booked', booking_id: 55, order_id: 9, entry: done },
          }),
        );
      }
      return Promise.resolve(json(200, { data: accepted ? done : offered }));
    });
    show('/account/bookings/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Accept place for Pilates' }));
    expect(await screen.findByText('You accepted this place and it is booked.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View upcoming bookings' }).getAttribute('href')).toBe(
      '/account/bookings/upcoming',
    );
    expect(screen.queryByRole('button', { name: 'Leave waitlist for Pilates' })).toBeNull();
  });

  it('says the words of an entry that has ended', async () => {
    fetchMock.mockResolvedValue(json(200, { data: entry(7, 'Pilates', { status: 'expired', order: null }) }));
    show('/account/bookings/7');
    expect(await screen.findByText('The offer of a place ran out before it was accepted.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the not-found page for an unknown or someone else’s entry', async () => {
    fetchMock.mockResolvedValue(json(404, { message: 'Not found' }));
    show('/account/bookings/99');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toContain('Bookings');
    expect(screen.queryByRole('button', { name: /Leave waitlist/ })).toBeNull();
  });

  it('keeps words as filters: an unknown word is still “Booking filter not found”', async () => {
    show('/account/bookings/someday');
    expect((await screen.findByRole('alert')).textContent).toBe('Booking filter not found');
    expect(calls()).toEqual([]);
  });
});
