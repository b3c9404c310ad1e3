import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { type Session, SessionContext } from '@/shell/session/session-context';
import { stubFetchAndCollectToasts } from '@/test/fetch-and-toasts';
import { Component as PackagesPage } from './packages-page';

vi.mock('@/lib/browser', () => ({ reloadPage: vi.fn(), scrollToTop: vi.fn() }));

const { fetchMock } = stubFetchAndCollectToasts('account');

const customer = {
  status: 'signed-in',
  user: { id: 1, firstName: 'Alex', lastName: 'Morgan' },
  leaving: false,
  signedIn: vi.fn(),
  logOut: vi.fn(),
} as unknown as Session;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A package as GET /api/promotions/user/packages answers it: snake_case. */
function held(id: number, name: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    area: 'Manchester Central Pool & Gym',
    name,
    description: '<p>Ten swims in the main pool.</p>',
    price: { formatted: '£45.00' },
    expires: '26 December 2026',
    expires_at: '2026-12-26T00:00:00.000Z',
    expired: false,
    sessions_included: 10,
    sessions_remaining: 7,
    contents: [{ usages: 10, concatenated_name: 'Lane Swimming', remaining: 7 }],
    user: { id: 1, name: 'Alex Morgan' },
    guest_passes: { included: 0, remaining: 0 },
    ...extra,
  };
}

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SessionContext value={customer}>
        <MemoryRouter initialEntries={['/account/packages']}>
          <Routes>
            <Route path="/account/packages" element={<PackagesPage />} />
          </Routes>
        </MemoryRouter>
      </SessionContext>
    </QueryClientProvider>,
  );
}

const list = '/api/promotions/user/packages';

describe('the packages page', () => {
  it('lists each package with its area, price, expiry, sessions and contents; expired ones and family holders marked', async () => {
    fetchMock.mockImplementation(async (url) => {
      if (String(url) !== list) throw new Error(`unexpected call ${String(url)}`);
      return json(200, {
        data: [
          held(2, '10 Lane Swims'),
          held(1, '5 Group Exercise Classes', {
            area: 'All centres',
            expired: true,
            expires: '1 October 2026',
            sessions_included: 5,
            sessions_remaining: 2,
            contents: [{ usages: 5, concatenated_name: 'Group Exercise', remaining: 2 }],
            user: { id: 9, name: 'Mia Morgan' },
          }),
        ],
      });
    });
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Packages' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: /breadcrumb/i })).toBeTruthy();
    const cards = within(await screen.findByRole('list', { name: 'Your packages' })).getAllByRole('heading', {
      level: 2,
    });
    expect(cards.map((h) => h.textContent)).toEqual(['10 Lane Swims', '5 Group Exercise Classes']);
    const swims = screen.getByRole('listitem', { name: '10 Lane Swims' });
    for (const text of ['Manchester Central Pool & Gym', '£45.00', '26 December 2026', '10', '7'])
      expect(within(swims).getAllByText(text).length).toBeGreaterThan(0);
    expect(within(swims).getByText('Lane Swimming: 7 of 10 left')).toBeTruthy();
    expect(within(swims).queryByText('Expired')).toBeNull();
    expect(within(swims).queryByText('Holder')).toBeNull();
    const classes = screen.getByRole('listitem', { name: '5 Group Exercise Classes' });
    expect(within(classes).getByText('Expired')).toBeTruthy();
    expect(within(classes).getByText('All centres')).toBeTruthy();
    expect(within(classes).getByText('Mia Morgan')).toBeTruthy();
  });

  it('shows the guest passes a package lets its holder send, only where it has some', async () => {
    fetchMock.mockImplementation(async () =>
      json(200, {
        data: [
          held(3, 'Bring a Friend', { guest_passes: { included: 3, remaining: 2 } }),
          held(2, '10 Lane Swims'),
        ],
      }),
    );
    show();
    const friend = await screen.findByRole('listitem', { name: 'Bring a Friend' });
    expect(within(friend).getByText('Guest passes')).toBeTruthy();
    expect(within(friend).getByText('2 of 3 left to send')).toBeTruthy();
    const swims = screen.getByRole('listitem', { name: '10 Lane Swims' });
    expect(within(swims).queryByText('Guest passes')).toBeNull();
  });

  it('says so when there are none', async () => {
    fetchMock.mockImplementation(async () => json(200, { data: [] }));
    show();
    expect(await screen.findByText('You currently have no packages')).toBeTruthy();
  });

  it('shows the error panel when the list fails, and tries again', async () => {
    fetchMock.mockImplementation(async () => json(500, { message: 'Server error' }));
    show();
    expect(await screen.findByText('Failed to load your packages, please try again.')).toBeTruthy();
    fetchMock.mockImplementation(async () => json(200, { data: [held(2, '10 Lane Swims')] }));
    const retry = screen.getAllByRole('button').find((b) => /try again|retry/i.test(b.textContent ?? ''));
    expect(retry).toBeTruthy();
    fireEvent.click(retry!);
    expect(await screen.findByRole('listitem', { name: '10 Lane Swims' })).toBeTruthy();
  });
});
