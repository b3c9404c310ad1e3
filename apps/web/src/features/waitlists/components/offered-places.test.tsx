import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '@/lib/i18n';
import { OfferedPlaces } from './offered-places';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** An entry as the wire has it (snake_case). */
function entry(id: number, name: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    date_raw: '2026-09-26',
    order: 1,
    status: 'waiting',
    offer_expires_at: null,
    offer_deadline: null,
    attendee: { id: 1, name: 'Priya Shah' },
    booking_id: null,
    waitlistable: {
      id: String(100 + id),
      name,
      starts_at: { format_24_hour: '13:00', raw: '2026-09-26T12:00:00Z' },
      ends_at: { format_24_hour: '13:55', raw: '2026-09-26T12:55:00Z' },
      venue_name: 'Manchester Central',
      venue_slug: 'manchester-central',
      activity_slug: 'pilates',
      location: { name: 'Studio 1' },
      date: '26/09/2026',
      price: { formatted: '£8.50', raw: 850 },
    },
    ...extra,
  };
}

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <OfferedPlaces />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(() => loadNamespaces('account'));
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('OfferedPlaces on the dashboard', () => {
  it('tells of each place held for the customer, with its deadline and the way to accept it', async () => {
    fetchMock.mockResolvedValue(
      json(200, {
        data: [
          entry(7, 'Pilates', {
            status: 'offered',
            offer_expires_at: '2026-09-25T18:30:00Z',
            offer_deadline: '25/09/2026 19:30',
          }),
          entry(8, 'Spin'),
        ],
      }),
    );
    show();
    const offers = await screen.findByRole('region', { name: 'Places offered to you' });
    expect(within(offers).getByRole('heading', { name: 'A place is free: Pilates' })).toBeTruthy();
    expect(
      within(offers).getByText(
        '26/09/2026 at 13:00, Manchester Central. It is held for you until 25/09/2026 19:30.',
      ),
    ).toBeTruthy();
    expect(
      within(offers).getByRole('link', { name: 'View the offer of a place in Pilates' }).getAttribute('href'),
    ).toBe('/account/bookings/7');
    // Only offers: a place still waiting in a queue is the Waitlist tab's business.
    expect(within(offers).queryByText(/Spin/)).toBeNull();
  });

  it('says nothing when no place is offered', async () => {
    fetchMock.mockResolvedValue(json(200, { data: [entry(8, 'Spin')] }));
    const { container } = show();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('region')).toBeNull();
  });
});
