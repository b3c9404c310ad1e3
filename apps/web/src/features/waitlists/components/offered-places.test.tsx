import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '@/lib/i18n';
import { wireWaitlistEntry as entry } from '@/test/wire-waitlist-entry';
import { OfferedPlaces } from './offered-places';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

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
      within(offers).getByRole('link', { name: 'View offer: a place in Pilates' }).getAttribute('href'),
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
