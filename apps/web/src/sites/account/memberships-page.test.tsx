import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '@/lib/i18n';
import { type Session, SessionContext } from '@/shell/session/session-context';
import { stubFetchAndCollectToasts } from '@/test/fetch-and-toasts';
import { Component as MembershipsPage } from './memberships-page';

vi.mock('@/lib/browser', () => ({ reloadPage: vi.fn(), scrollToTop: vi.fn() }));

const { fetchMock } = stubFetchAndCollectToasts('memberships');
// The breadcrumb's 'Account' is the account site's word.
beforeAll(() => loadNamespaces('account'));

const customer = {
  status: 'signed-in',
  user: { id: 1, firstName: 'Riley', lastName: 'Shaw' },
  leaving: false,
  signedIn: vi.fn(),
  logOut: vi.fn(),
} as unknown as Session;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const fee = (pence: number) => ({
  formatted: `£${(pence / 100).toFixed(2)}`,
  decimal: (pence / 100).toFixed(2),
});

/** A membership as the API sends it: snake_case, as GET /api/my-account/user/memberships answers. */
function membership(id: number, name: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    reference: `M${String(id).padStart(6, '0')}`,
    slug: 'gym-and-swim',
    status: 'active',
    status_info: null,
    holder: { id: 1, name: 'Riley Shaw' },
    membership_type: { id: 3, name, coverage: 'local', eligibility_criterion: null },
    home_venue: { id: 2, name: 'Manchester Central', slug: 'manchester-central' },
    payment_type: 'recurring',
    start_date: { date: { raw: '2026-01-15', full_date: '15 January 2026' } },
    expires_at: null,
    price: fee(4500),
    next_payment_date: { raw: '2026-12-15', full_date: '15 December 2026' },
    benefits: [
      { id: 1, name: 'Swimming', description: '', remaining_uses: null, renews_at: null },
      { id: 2, name: 'Gym Session', description: '', remaining_uses: null, renews_at: null },
    ],
    document: null,
    management_enabled: true,
    freezable: false,
    cancellable: false,
    renewable: false,
    can_renew: false,
    renew_forbid_reason: null,
    can_change: true,
    cannot_change_reason: null,
    ...extra,
  };
}

const fixed = (extra: Record<string, unknown> = {}) =>
  membership(21, 'Gold 12 Months', {
    slug: 'gold-12-months',
    payment_type: 'fixed',
    expires_at: { raw: '2026-12-10', full_date: '10 December 2026' },
    next_payment_date: null,
    price: fee(39900),
    renewable: true,
    can_renew: true,
    can_change: false,
    cannot_change_reason: 'Memberships paid in full cannot be changed.',
    ...extra,
  });

const renewal = {
  id: 21,
  name: 'Gold 12 Months',
  reference: 'M000021',
  access: 'Manchester Central, Salford Quays',
  duration: '12 months',
  price: fee(39900),
  joining_fee: null,
  start_date: { raw: '2026-12-11', full_date_pretty: 'Friday 11 December 2026' },
  end_date: { raw: '2027-12-10', full_date_pretty: 'Friday 10 December 2027' },
  benefits: ['Swimming', 'Gym Session'],
  description: '<p>Unlimited <strong>gym</strong> and pool.</p>',
  total_cost: fee(39900),
  membership_type_id: 3,
  payment_option_id: 8,
};

function Where() {
  const location = useLocation();
  return (
    <p>
      went to {location.pathname} {JSON.stringify(location.state)}
    </p>
  );
}

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SessionContext value={customer}>
        <MemoryRouter initialEntries={['/account/memberships']}>
          <Routes>
            <Route path="/account/memberships" element={<MembershipsPage />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </SessionContext>
    </QueryClientProvider>,
  );
  return client;
}

type Answer = Response | (() => Response | Promise<Response>);
/** Answers each call by its method and path; a call nobody expected fails the test. */
function answer(routes: Record<string, Answer>) {
  fetchMock.mockImplementation(async (url, init) => {
    const key = `${init?.method ?? 'GET'} ${String(url)}`;
    const found = routes[key];
    if (!found) throw new Error(`unexpected call ${key}`);
    return typeof found === 'function' ? found() : found.clone();
  });
}

const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);
const list = '/api/my-account/user/memberships';

async function openManage(name: string) {
  const card = await screen.findByRole('listitem', { name });
  fireEvent.click(within(card).getByRole('button', { name: /^Manage membership/ }));
  return screen.findByRole('dialog', { name: 'Manage membership' });
}

describe('the memberships page', () => {
  it('lists every membership, pending, active and frozen first, each with its facts', async () => {
    answer({
      [`GET ${list}`]: json(200, {
        data: [
          membership(1, 'Swim Only', { status: 'expired' }),
          membership(2, 'Gym and swim'),
          membership(3, 'Junior Swim', { status: 'frozen', holder: { id: 9, name: 'Mia Shaw' } }),
          membership(4, 'Gold Anytime', { status: 'pending' }),
        ],
      }),
    });
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Memberships' })).toBeTruthy();
    expect(
      await screen.findByText('View and manage all the memberships linked to your account'),
    ).toBeTruthy();
    const cards = within(screen.getByRole('list', { name: 'Your memberships' })).getAllByRole('heading', {
      level: 2,
    });
    expect(cards.map((heading) => heading.textContent)).toEqual([
      'Gold Anytime',
      'Gym and swim',
      'Junior Swim',
      'Swim Only',
    ]);
    const gym = screen.getByRole('listitem', { name: 'Gym and swim' });
    for (const text of [
      'Membership no. M000002',
      'Active',
      'Manchester Central',
      '15 January 2026',
      '£45.00',
      '15 December 2026',
      'Swimming',
      'Gym Session',
    ]) {
      expect(within(gym).getByText(text)).toBeTruthy();
    }
    // The customer's own membership does not name them; a linked user's names its holder.
    expect(within(gym).queryByText('Riley Shaw')).toBeNull();
    expect(within(gym).queryByText('End date')).toBeNull();
    const junior = screen.getByRole('listitem', { name: 'Junior Swim' });
    expect(within(junior).getByText('Mia Shaw')).toBeTruthy();
    expect(within(junior).getByText('Frozen')).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'Swim Only' })).getByText('Expired')).toBeTruthy();
    expect(calls()).toEqual([`GET ${list}`]);
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toContain('Account');
  });

  it('shows the end date of a membership that has one', async () => {
    answer({ [`GET ${list}`]: json(200, { data: [fixed()] }) });
    show();
    const card = await screen.findByRole('listitem', { name: 'Gold 12 Months' });
    expect(within(card).getByText('End date')).toBeTruthy();
    expect(within(card).getByText('10 December 2026')).toBeTruthy();
    expect(within(card).queryByText('Next payment date')).toBeNull();
  });

  it('says so when there are no memberships', async () => {
    answer({ [`GET ${list}`]: json(200, { data: [] }) });
    show();
    expect(await screen.findByText('You currently have no memberships')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Your memberships' })).toBeNull();
  });

  it('shows a loading state, then an error panel that tries again', async () => {
    let fail = true;
    answer({
      [`GET ${list}`]: () =>
        fail ? json(500, { message: 'Boom' }) : json(200, { data: [membership(2, 'Gym and swim')] }),
    });
    show();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load your memberships, please try again.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Gym and swim' })).toBeTruthy();
  });
});

describe('the manage modal', () => {
  it('says the membership cannot be managed when management is off', async () => {
    answer({
      [`GET ${list}`]: json(200, { data: [membership(2, 'Gym and swim', { management_enabled: false })] }),
    });
    show();
    const dialog = await openManage('Gym and swim');
    expect(within(dialog).getByText('Unable to manage your membership at this time.')).toBeTruthy();
    expect(within(dialog).getByText('Membership no. M000002')).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['×']);
  });

  it('goes to the joining site to change, with the route state the change page needs', async () => {
    answer({
      [`GET ${list}`]: json(200, {
        data: [
          membership(2, 'Gym and swim', { expires_at: { raw: '2027-01-14', full_date: '14 January 2027' } }),
        ],
      }),
    });
    show();
    const dialog = await openManage('Gym and swim');
    // Not freezable, and no freeze modal yet; renew and cancel are not offered to this membership.
    const freeze = within(dialog).getByRole('button', { name: 'Freeze membership' });
    expect(freeze.hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByText('Membership is not freezable')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Renew membership' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Cancel membership' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change membership' }));
    expect(
      await screen.findByText(
        'went to /join/memberships/change/2 {"fromPage":"Memberships","isChangeMembership":true,"expiresAt":"2027-01-14","venue":"manchester-central"}',
      ),
    ).toBeTruthy();
  });

  it('disables what the membership refuses, with the reasons', async () => {
    answer({
      [`GET ${list}`]: json(200, {
        data: [
          fixed({
            status_info: 'freeze pending approval',
            freezable: true,
            can_renew: false,
            renew_forbid_reason: 'This membership has already been renewed.',
          }),
        ],
      }),
    });
    show();
    const dialog = await openManage('Gold 12 Months');
    const change = within(dialog).getByRole('button', { name: 'Change membership' });
    expect(change.hasAttribute('disabled')).toBe(true);
    expect(change.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(change.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Memberships paid in full cannot be changed.',
    );
    expect(within(dialog).getByRole('button', { name: 'Freeze membership' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(within(dialog).getByText('Membership freeze is pending')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Renew membership' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(within(dialog).getByText('This membership has already been renewed.')).toBeTruthy();
  });
});

describe('a lapsed single payment', () => {
  it('offers to renew on its card, through the joining site with the route state the renew page needs', async () => {
    answer({
      [`GET ${list}`]: json(200, {
        data: [
          fixed({
            status: 'expired',
            slug: 'gym-and-swim',
            management_enabled: false,
            expires_at: { raw: '2026-11-05', full_date: '5 November 2026' },
          }),
          membership(2, 'Gym and swim'),
        ],
      }),
    });
    show();
    // A running membership's card offers no renewal of its own.
    const running = await screen.findByRole('listitem', { name: 'Gym and swim' });
    expect(within(running).queryByRole('button', { name: /^Renew membership/ })).toBeNull();
    const card = screen.getByRole('listitem', { name: 'Gold 12 Months' });
    fireEvent.click(within(card).getByRole('button', { name: 'Renew membership Gold 12 Months' }));
    expect(
      await screen.findByText(
        'went to /join/memberships/renew/21/gym-and-swim/fixed {"fromPage":"Memberships","isChangeMembership":false,"expiresAt":"2026-11-05","venue":"manchester-central"}',
      ),
    ).toBeTruthy();
  });
});

describe('the renew modal', () => {
  const renewUrl = '/api/memberships/21/renew';

  async function openRenew() {
    const manage = await openManage('Gold 12 Months');
    fireEvent.click(within(manage).getByRole('button', { name: 'Renew membership' }));
    return screen.findByRole('dialog', { name: 'Renew membership' });
  }

  it('replaces the manage modal and shows what renewing buys, then adds it to the basket and checks out', async () => {
    let added: (response: Response) => void = () => {};
    answer({
      [`GET ${list}`]: json(200, { data: [fixed()] }),
      [`GET ${renewUrl}`]: json(200, {
        data: { ...renewal, joining_fee: fee(2500), total_cost: fee(42400) },
      }),
      [`POST ${renewUrl}`]: () =>
        new Promise<Response>((resolve) => {
          added = resolve;
        }),
    });
    const client = show();
    client.setQueryData(['cart'], { items: [] });
    const dialog = await openRenew();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(await within(dialog).findByRole('heading', { name: 'Gold 12 Months' })).toBeTruthy();
    for (const text of [
      'Membership no. M000021',
      'Manchester Central, Salford Quays',
      'Swimming, Gym Session',
      '12 months',
      'Friday 11 December 2026',
      'Friday 10 December 2027',
      '£399.00',
      '£25.00',
      'Total to pay now: £424.00',
    ]) {
      expect(within(dialog).getByText(text)).toBeTruthy();
    }
    // The operator's description, shown once DOMPurify has cleaned it (lib/purify.test.tsx).
    await waitFor(() => expect(within(dialog).getByText('gym').tagName).toBe('STRONG'));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Renew membership' }));
    const busy = await within(dialog).findByRole('button', { name: 'Adding to cart...' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(busy);
    added(json(200, { data: { cart_item_id: 77 } }));
    expect(await screen.findByText(/^went to \/basket\/checkout/)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls().filter((call) => call.startsWith('POST'))).toEqual([`POST ${renewUrl}`]);
    expect(client.getQueryState(['cart'])?.isInvalidated).toBe(true);
  });

  it('leaves out the joining fee when there is none, and gives focus back to the card on closing', async () => {
    answer({
      [`GET ${list}`]: json(200, { data: [fixed()] }),
      [`GET ${renewUrl}`]: json(200, { data: renewal }),
    });
    show();
    const dialog = await openRenew();
    expect(await within(dialog).findByText('Total to pay now: £399.00')).toBeTruthy();
    expect(within(dialog).queryByText('Joining fee')).toBeNull();
    // Closed, focus goes back to the card's button that opened the manage modal before it.
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Manage membership Gold 12 Months'),
    );
  });

  it("shows the server's membership messages above the button on a 422", async () => {
    answer({
      [`GET ${list}`]: json(200, { data: [fixed()] }),
      [`GET ${renewUrl}`]: json(200, { data: renewal }),
      [`POST ${renewUrl}`]: json(422, {
        message: 'The given data was invalid.',
        errors: { membership: ['This membership has already been renewed.'] },
      }),
    });
    show();
    const dialog = await openRenew();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Renew membership' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('This membership has already been renewed.');
    expect(screen.queryByText(/went to/)).toBeNull();
  });

  it('says the renewal could not be added on any other failure', async () => {
    answer({
      [`GET ${list}`]: json(200, { data: [fixed()] }),
      [`GET ${renewUrl}`]: json(200, { data: renewal }),
      [`POST ${renewUrl}`]: json(500, { message: 'Boom' }),
    });
    show();
    const dialog = await openRenew();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Renew membership' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'An error occurred when trying to add the membership to the basket. Please try again.',
    );
    expect(within(dialog).getByRole('button', { name: 'Renew membership' })).toBeTruthy();
  });

  it("says 'No membership found' when the renewal is not found", async () => {
    answer({
      [`GET ${list}`]: json(200, { data: [fixed()] }),
      [`GET ${renewUrl}`]: json(404, { message: 'Not found' }),
    });
    show();
    const dialog = await openRenew();
    expect((await within(dialog).findByRole('alert')).textContent).toBe('No membership found');
    expect(within(dialog).queryByRole('button', { name: 'Renew membership' })).toBeNull();
  });

  it('shows the server error panel when the renewal fails to load', async () => {
    answer({
      [`GET ${list}`]: json(200, { data: [fixed()] }),
      [`GET ${renewUrl}`]: json(500, { message: 'Boom' }),
    });
    show();
    const dialog = await openRenew();
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Something has gone wrong, please try again.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
