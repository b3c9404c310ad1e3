import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '@/lib/i18n';
import { type Session, SessionContext } from '@/shell/session/session-context';
import { stubFetchAndCollectToasts } from '@/test/fetch-and-toasts';
import { typeInto } from '@/test/type-into';
import { Component as GuestPassesPage } from './guest-passes-page';

vi.mock('@/lib/browser', () => ({ reloadPage: vi.fn(), scrollToTop: vi.fn() }));

const { fetchMock, toasts } = stubFetchAndCollectToasts('guestPasses');
beforeAll(() => loadNamespaces('account'));

const hannah = {
  status: 'signed-in',
  user: { id: 90, firstName: 'Hannah', lastName: 'Price' },
  leaving: false,
  signedIn: vi.fn(),
  logOut: vi.fn(),
} as unknown as Session;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const manchester = { id: 1, name: 'Manchester Central' };
const leeds = { id: 2, name: 'Leeds Riverside' };
const stratford = { id: 3, name: 'London Stratford' };

/** As the API answers: snake_case. */
const allowance = (id: string, name: string, type: string, venues: object[], uses = 2) => ({
  id,
  pricing_option_id: 4,
  name,
  uses_remaining: uses,
  expires_at: '2026-12-31T23:59:00Z',
  type,
  venues,
  all_venues: false,
});
const allowances = [
  allowance('benefit:1:1', 'Guest pass (Gym & Swim)', 'benefit', [manchester, leeds]),
  allowance('package:7', 'Bring a Friend', 'package', [leeds, stratford, manchester], 3),
];
const pass = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  guest_name: `Guest ${id}`,
  guest_email: `guest${id}@example.com`,
  status: 'issued',
  valid_from: '2026-11-26T10:00:00Z',
  valid_to: '2099-12-03T10:00:00Z',
  redeemed_at: null,
  created_at: '2026-11-26T10:00:00Z',
  venue: manchester,
  ...extra,
});
const pageOf = (passes: object[], page = 1, total = passes.length) => ({
  data: passes,
  pagination: {
    current_page: page,
    total_pages: Math.ceil(total / 10),
    total_records: total,
    first_record_on_current_page: total === 0 ? 0 : (page - 1) * 10 + 1,
    last_record_on_current_page: Math.min(page * 10, total),
  },
});

const base = '/api/v1/users/90/guestPasses';

/** The API as a map of address to answer; a POST is answered by `send`. */
function api(answers: Record<string, () => Response>, send?: (body: unknown) => Response) {
  fetchMock.mockImplementation(async (url, init) => {
    const address = String(url);
    if (init?.method === 'POST' && address === base && send) return send(JSON.parse(String(init.body)));
    const answer = answers[address];
    if (!answer) throw new Error(`unexpected call ${init?.method ?? 'GET'} ${address}`);
    return answer();
  });
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function show(path: string, { guestPasses = true } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['client', 'config'], { onlineGuestPassesEnabled: guestPasses });
  render(
    <QueryClientProvider client={client}>
      <SessionContext value={hannah}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/account/guest-passes/*" element={<GuestPassesPage />} />
          </Routes>
          <Where />
        </MemoryRouter>
      </SessionContext>
    </QueryClientProvider>,
  );
}

const where = () => screen.getByTestId('where').textContent;

describe('the guest passes page', () => {
  it("shows the allowances, 'Send guest pass' and 'Your passes' with their dates and status", async () => {
    api({
      [`${base}/allowances`]: () => json(200, { data: allowances }),
      [`${base}?page=1&per_page=10`]: () =>
        json(200, pageOf([pass(2), pass(1, { status: 'redeemed', redeemed_at: '2026-11-27T09:00:00Z' })])),
    });
    show('/account/guest-passes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Guest Passes' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go back' })).toBeTruthy();
    const cards = await screen.findByRole('list', { name: 'Guest pass allowances' });
    const benefit = within(cards).getByRole('listitem', { name: 'Guest pass (Gym & Swim)' });
    expect(benefit.textContent).toContain('Uses left2');
    expect(benefit.textContent).toContain('Membership benefit');
    expect(benefit.textContent).toContain('Manchester Central, Leeds Riverside');
    expect(within(cards).getByRole('listitem', { name: 'Bring a Friend' }).textContent).toContain('Package');
    expect(screen.getByRole('link', { name: 'Send guest pass' }).getAttribute('href')).toBe(
      '/account/guest-passes/available-passes',
    );
    const passes = await screen.findByRole('list', { name: 'Guest passes sent' });
    const first = within(passes).getByRole('listitem', { name: 'Guest 2' });
    expect(first.textContent).toContain('guest2@example.com');
    expect(first.textContent).toContain('Manchester Central');
    expect(first.textContent).toMatch(/Valid from\d{1,2} Nov 2026 at \d\d:\d\d/);
    expect(within(first).getByText('Issued').className).toContain('badge--success');
    expect(within(passes).getByText('Redeemed').className).toContain('badge--success');
    expect(
      within(first)
        .getByRole('link', { name: /View details/ })
        .getAttribute('href'),
    ).toBe('/account/guest-passes/pass-details/2');
    expect(screen.getByText('Showing 1–2 of 2')).toBeTruthy();
    expect(document.title).toBe('Guest passes');
  });

  it("names an allowance valid at every centre 'All centres', and an end at midnight by its day's last minute", async () => {
    const everywhere = { ...allowance('package:8', 'Bring a Friend', 'package', [manchester, leeds]) };
    api({
      [`${base}/allowances`]: () =>
        json(200, {
          data: [{ ...everywhere, all_venues: true, expires_at: new Date(2027, 0, 20).toISOString() }],
        }),
      [`${base}?page=1&per_page=10`]: () => json(200, pageOf([])),
    });
    show('/account/guest-passes');
    const card = await screen.findByRole('listitem', { name: 'Bring a Friend' });
    expect(card.textContent).toContain('VenuesAll centres');
    expect(card.textContent).not.toContain('Leeds Riverside');
    expect(card.textContent).toContain('Expires19 Jan 2027 at 23:59');
  });

  it("shows an issued pass whose end has passed by this browser's clock as expired, in danger", async () => {
    api({
      [`${base}/allowances`]: () => json(200, { data: allowances }),
      [`${base}?page=1&per_page=10`]: () =>
        json(200, pageOf([pass(1, { valid_to: '2020-01-01T00:00:00Z' })])),
    });
    show('/account/guest-passes');
    const badge = await screen.findByText('Expired');
    expect(badge.className).toContain('badge--danger');
  });

  it("says 'No allowances remaining' with no 'Send guest pass', and 'No passes found'", async () => {
    api({
      [`${base}/allowances`]: () => json(200, { data: [] }),
      [`${base}?page=1&per_page=10`]: () => json(200, pageOf([])),
    });
    show('/account/guest-passes');
    expect(await screen.findByText('No allowances remaining')).toBeTruthy();
    expect(await screen.findByText('No passes found')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Send guest pass' })).toBeNull();
    expect(screen.queryByText(/Showing/)).toBeNull();
  });

  it('pages through the passes ten at a time', async () => {
    const ten = Array.from({ length: 10 }, (_, index) => pass(15 - index));
    api({
      [`${base}/allowances`]: () => json(200, { data: [] }),
      [`${base}?page=2&per_page=10`]: () => json(200, pageOf(ten, 2, 25)),
      [`${base}?page=3&per_page=10`]: () => json(200, pageOf([pass(5), pass(4)], 3, 25)),
    });
    show('/account/guest-passes?page=2');
    expect(await screen.findByText('Showing 11–20 of 25')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Showing 21–25 of 25')).toBeTruthy();
    expect(where()).toBe('/account/guest-passes?page=3');
  });

  it("is the account's not-found page with online guest passes off", async () => {
    show('/account/guest-passes', { guestPasses: false });
    expect((await screen.findByText('Page not found')).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('heading', { name: 'Guest Passes' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('an address under the page that names no view', () => {
  it("is the account's not-found page", async () => {
    show('/account/guest-passes/elsewhere');
    expect((await screen.findByText('Page not found')).getAttribute('aria-current')).toBe('page');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the pass details', () => {
  it('shows every field, the status and the way back', async () => {
    api({
      [`${base}/7`]: () =>
        json(200, { data: pass(7, { status: 'redeemed', redeemed_at: '2026-11-27T09:15:00Z' }) }),
    });
    show('/account/guest-passes/pass-details/7');
    const details = await screen.findByRole('heading', { level: 2, name: 'Guest pass details' });
    const view = details.closest('section') as HTMLElement;
    await within(view).findByText('Guest 7');
    expect(view.textContent).toContain('guest7@example.com');
    expect(view.textContent).toContain('Manchester Central');
    expect(view.textContent).toMatch(/Redeemed at27 Nov 2026 at \d\d:15/);
    expect(within(view).getByText('Redeemed').className).toContain('badge--success');
    expect(within(view).getByRole('link', { name: 'Back to your passes' })).toBeTruthy();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Guest passes' })).toBeTruthy();
    expect(within(trail).getByText('Guest pass details').getAttribute('aria-current')).toBe('page');
  });

  it('says there is no such pass for a 404', async () => {
    api({ [`${base}/8`]: () => json(404, { message: 'Guest pass not found.' }) });
    show('/account/guest-passes/pass-details/8');
    expect(await screen.findByText('Guest pass not found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your passes' })).toBeTruthy();
  });
});

describe('the send form', () => {
  const venueField = () => screen.getByRole('combobox', { name: 'Venue' });

  async function openForm(send?: (body: unknown) => Response) {
    let lists = 0;
    api(
      {
        [`${base}/allowances`]: () => json(200, { data: allowances }),
        [`${base}?page=1&per_page=10`]: () => {
          lists += 1;
          return json(200, pageOf([]));
        },
      },
      send,
    );
    show('/account/guest-passes/available-passes');
    await screen.findByRole('heading', { level: 3, name: 'Send a guest pass' });
    return { lists: () => lists };
  }

  function fillGuest() {
    typeInto(screen.getByRole('textbox', { name: 'Name' }), 'Jo Guest');
    typeInto(screen.getByRole('textbox', { name: 'Email' }), 'jo@example.com');
  }

  it('warns the member and asks for a venue before sending', async () => {
    await openForm();
    expect(screen.getByRole('heading', { name: "Double check your guest's details" })).toBeTruthy();
    expect(screen.getByText(/unique pass\. This cannot be undone\./)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('type')).toBe('email');
    fillGuest();
    fireEvent.click(screen.getByRole('button', { name: 'Send guest pass' }));
    expect(toasts).toEqual([{ type: 'danger', content: 'Please select a venue' }]);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('asks for the name and a valid email under their fields', async () => {
    await openForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send guest pass' }));
    expect(await screen.findByText('Name is required.')).toBeTruthy();
    expect(screen.getByText('Email is required.')).toBeTruthy();
  });

  it('lists the venues once more than 2 characters are typed, each once, chosen by keyboard', async () => {
    await openForm();
    typeInto(venueField(), 'Le');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(venueField().getAttribute('aria-expanded')).toBe('false');
    typeInto(venueField(), 'Lee');
    const list = screen.getByRole('listbox', { name: 'Venue' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Leeds Riverside']);
    typeInto(venueField(), 'an');
    typeInto(venueField(), 'ter');
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(1);
    typeInto(venueField(), 'Glasgow');
    expect(screen.getByText('No venues found')).toBeTruthy();
    typeInto(venueField(), 'chester');
    fireEvent.keyDown(venueField(), { key: 'ArrowDown' });
    const option = screen.getByRole('option', { name: 'Manchester Central' });
    expect(option.getAttribute('aria-selected')).toBe('true');
    expect(venueField().getAttribute('aria-activedescendant')).toBe(option.id);
    fireEvent.keyDown(venueField(), { key: 'Enter' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect((venueField() as HTMLInputElement).value).toBe('Manchester Central');
  });

  it("sends the pass, reloads the list, says 'Guest pass sent successfully.' and returns to the list", async () => {
    const sent: unknown[] = [];
    const form = await openForm((body) => {
      sent.push(body);
      return json(201, { data: pass(30, { guest_name: 'Jo Guest' }) });
    });
    fillGuest();
    typeInto(venueField(), 'Leeds');
    fireEvent.keyDown(venueField(), { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Send guest pass' }));
    await waitFor(() => expect(where()).toBe('/account/guest-passes'));
    expect(sent).toEqual([{ guest_name: 'Jo Guest', guest_email: 'jo@example.com', venue_id: 2 }]);
    expect(toasts).toEqual([{ type: 'success', content: 'Guest pass sent successfully.' }]);
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(new Headers(post?.[1]?.headers).get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(form.lists()).toBeGreaterThan(0));
  });

  it("shows the server's refusal in a danger toast and stays on the form", async () => {
    await openForm(() =>
      json(422, { message: 'You have no guest passes left to use at this venue.', errors: {} }),
    );
    fillGuest();
    typeInto(venueField(), 'Stratford');
    fireEvent.keyDown(venueField(), { key: 'ArrowDown' });
    fireEvent.keyDown(venueField(), { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Send guest pass' }));
    await waitFor(() =>
      expect(toasts).toEqual([
        { type: 'danger', content: 'You have no guest passes left to use at this venue.' },
      ]),
    );
    expect(where()).toBe('/account/guest-passes/available-passes');
    const button = screen.getByRole('button', { name: 'Send guest pass' });
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull());
  });
});
