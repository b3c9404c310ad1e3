import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { type Session, SessionContext } from '@/shell/session/session-context';
import { stubFetchAndCollectToasts } from '@/test/fetch-and-toasts';
import { Component as PackagesPage } from './packages-page';

vi.mock('@/lib/browser', () => ({ reloadPage: vi.fn(), scrollToTop: vi.fn() }));

const { fetchMock } = stubFetchAndCollectToasts('bookings');

const customer = {
  status: 'signed-in',
  user: { id: 1, firstName: 'Casey', lastName: 'Rowe' },
  leaving: false,
  signedIn: vi.fn(),
  logOut: vi.fn(),
} as unknown as Session;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const venue = { id: 4, name: 'Manchester Central Pool & Gym', slug: 'manchester-central' };
const offer = {
  id: 7,
  slug: '10-lane-swims',
  name: '10 Lane Swims',
  description: '<p>Ten lane swims.</p>',
  price: { raw: 4500, decimal: '45.00', formatted: '£45.00' },
  area: 'Manchester Central Pool & Gym',
  venue_id: 4,
  valid_days: 90,
  sessions_included: 10,
  contents: [{ activity_id: 3, usages: 10, concatenated_name: 'Lane Swimming' }],
};

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SessionContext value={customer}>
        <MemoryRouter initialEntries={['/location/manchester-central/packages']}>
          <Routes>
            <Route path="/location/:venue/packages" element={<PackagesPage />} />
          </Routes>
        </MemoryRouter>
      </SessionContext>
    </QueryClientProvider>,
  );
}

describe("a venue's packages on the bookings site", () => {
  it('lists what each package holds and adds the chosen one to the basket', async () => {
    const added: unknown[] = [];
    fetchMock.mockImplementation(async (url, init) => {
      const key = `${init?.method ?? 'GET'} ${String(url).split('?')[0]}`;
      if (key === 'GET /api/venues/manchester-central') return json(200, { data: venue });
      if (key === 'GET /api/packages') return json(200, { data: [offer] });
      if (key.startsWith('POST /api/activities/cart/add')) {
        added.push(JSON.parse(String(init?.body)));
        return json(200, { data: { items: [], totals: {} } });
      }
      return json(200, { data: null });
    });
    show();
    const card = await screen.findByRole('listitem', { name: '10 Lane Swims' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Manchester Central Pool & Gym packages' }),
    ).toBeTruthy();
    for (const text of ['£45.00', '90 days', '10 Lane Swimming sessions'])
      expect(within(card).getByText(text)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Add to basket' }));
    await waitFor(() => expect(added).toHaveLength(1));
    expect(added[0]).toMatchObject({ items: [{ id: '7', type: 'package' }] });
  });

  it('says so when none is on sale', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).startsWith('/api/venues') ? json(200, { data: venue }) : json(200, { data: [] }),
    );
    show();
    expect(await screen.findByText('No packages are on sale here')).toBeTruthy();
  });
});
