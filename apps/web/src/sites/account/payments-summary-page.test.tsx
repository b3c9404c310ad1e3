import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { stubFetchAndCollectToasts } from '@/test/fetch-and-toasts';
import { calls, cartWith, json, price, showPayments } from './payments-test-kit';

vi.mock('@/lib/browser', () => ({ reloadPage: vi.fn(), scrollToTop: vi.fn() }));

const { fetchMock, toasts } = stubFetchAndCollectToasts('payments');

function fee(id: number, description: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    type: 'no-show',
    description,
    fee_amount: price(500),
    cart_type: 'penalty',
    pricing_option_id: null,
    booking: { venue: 'Manchester Central', description, date: '12/05/2026', time: '18:00' },
    incurred_at: '2026-05-12T17:00:00Z',
    venue: { name: 'Manchester Central' },
    user: { id: 1, name: 'Chris Evans' },
    ...extra,
  };
}

const twoFees = {
  data: [
    fee(3, 'Did not attend Spin Express'),
    fee(4, 'Late cancellation of Badminton court 2', {
      booking: null,
      user: { id: 9, name: 'Mia Evans' },
      fee_amount: price(1250),
    }),
  ],
  total_fees: { raw: 1750, formatted: '£17.50' },
};

const card = {
  id: 5,
  card_holder_name: 'C Evans',
  last_four_digits: '4242',
  expiry_date: '12/30',
  recently_expired: false,
  brand: 'visa',
  first_name: 'Chris',
  last_name: 'Evans',
  address_line_1: '1 High Street',
  address_line_2: null,
  city: 'Manchester',
  post_code: 'M1 1AA',
};

const balances = {
  booking: { ...price(1000), currency: 'GBP' },
  membership: { ...price(0), currency: 'GBP' },
};

type Answers = {
  penalties?: Response;
  cart?: unknown;
  cards?: Response;
  credits?: Response;
  add?: unknown;
  remove?: unknown;
};

function answer(answers: Answers = {}) {
  // The basket as the server now holds it: each add or remove answers it, and a read gives it back.
  let basket: unknown = answers.cart ?? cartWith([]);
  const cartCall = (reply: unknown) => {
    if (reply instanceof Response) return reply;
    basket = reply;
    return json(200, reply);
  };
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    const method = init?.method ?? 'GET';
    if (path.startsWith('/api/my-account/user/penalties')) return answers.penalties ?? json(200, twoFees);
    if (path === '/api/my-account/user') return json(200, { data: { has_outstanding_penalty_fees: true } });
    if (path === '/api/activities/cart/add' && method === 'POST') return cartCall(answers.add ?? basket);
    if (path === '/api/activities/cart/remove' && method === 'POST')
      return cartCall(answers.remove ?? cartWith([]));
    if (path === '/api/activities/cart') return json(200, basket);
    if (path === '/api/my-account/saved-cards') return answers.cards ?? json(200, { data: [card] });
    if (path === '/api/credits/user')
      return answers.credits ?? json(200, { data: { credits: [], balances } });
    return json(404, { message: 'Not found' });
  });
}

function Where() {
  return <output data-testid="search">{useLocation().search}</output>;
}

describe('the payments summary', () => {
  it('shows the banner, each fee with its box, whose fee it is, and the tabs', async () => {
    answer();
    showPayments('/account/payments');
    expect(await screen.findByText('You have unpaid fees on your account')).toBeTruthy();
    const spin = screen.getByRole('checkbox', { name: /Did not attend Spin Express/ });
    expect(spin.closest('li')?.textContent).toContain('Manchester Central, 12/05/2026 at 18:00');
    expect(spin.closest('li')?.textContent).toContain('£5.00');
    const family = screen.getByRole('checkbox', { name: /Late cancellation of Badminton court 2/ });
    expect(family.closest('li')?.textContent).toContain('For Mia Evans');
    expect(spin.closest('li')?.textContent).not.toContain('For ');
    expect(screen.getByText('Total owed: £17.50')).toBeTruthy();
    const pay = screen.getByRole('button', { name: 'Pay selected fees' }) as HTMLButtonElement;
    expect(pay.disabled).toBe(true);
    const tabs = screen.getByRole('navigation', { name: 'Payments sections' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Summary', 'Credit', 'Order history']);
    expect(within(tabs).getByRole('link', { name: 'Summary' }).getAttribute('aria-current')).toBe('page');
    expect(document.title).toBe('Everyday Leisure | Payments');
  });

  it('adds a ticked fee to the basket at once, for whoever owes it, then pays at checkout', async () => {
    answer({ add: cartWith([{ id: 70, cartableId: 4 }]) });
    showPayments('/account/payments');
    const family = await screen.findByRole('checkbox', { name: /Late cancellation/ });
    await waitFor(() => expect(calls(fetchMock)).toContain('GET /api/activities/cart'));
    fireEvent.click(family);
    await waitFor(() => expect(calls(fetchMock)).toContain('POST /api/activities/cart/add'));
    const add = fetchMock.mock.calls.find(([url]) => String(url) === '/api/activities/cart/add');
    expect(JSON.parse(String(add?.[1]?.body))).toEqual({
      items: [{ id: 4, type: 'penalty', purchased_for_user_id: 9 }],
    });
    const pay = screen.getByRole('button', { name: 'Pay selected fees' }) as HTMLButtonElement;
    await waitFor(() => expect(pay.disabled).toBe(false));
    expect((family as HTMLInputElement).checked).toBe(true);
    fireEvent.click(pay);
    expect(await screen.findByText(/checkout \/basket\/checkout/)).toBeTruthy();
  });

  it('shows the fees the basket already holds as ticked, and clearing one takes its line out', async () => {
    answer({ cart: cartWith([{ id: 70, cartableId: 3 }]) });
    showPayments('/account/payments');
    const spin = (await screen.findByRole('checkbox', { name: /Spin Express/ })) as HTMLInputElement;
    await waitFor(() => expect(spin.checked).toBe(true));
    const all = screen.getByRole('checkbox', { name: 'Select all' }) as HTMLInputElement;
    expect(all.checked).toBe(false);
    expect(all.indeterminate).toBe(true);
    fireEvent.click(spin);
    await waitFor(() => expect(calls(fetchMock)).toContain('POST /api/activities/cart/remove'));
    const remove = fetchMock.mock.calls.find(([url]) => String(url) === '/api/activities/cart/remove');
    expect(JSON.parse(String(remove?.[1]?.body))).toEqual({ cart_item_ids: [70] });
    await waitFor(() => expect(spin.checked).toBe(false));
  });

  it('selects all in one call, and shows a refusal with the server’s words', async () => {
    answer({ add: json(409, { message: 'This fee has already been paid.' }) });
    showPayments('/account/payments');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select all' }));
    await waitFor(() =>
      expect(toasts.map((toast) => toast.content)).toContain('This fee has already been paid.'),
    );
    const add = fetchMock.mock.calls.find(([url]) => String(url) === '/api/activities/cart/add');
    expect(JSON.parse(String(add?.[1]?.body)).items.map((item: { id: number }) => item.id)).toEqual([3, 4]);
    expect((screen.getByRole('checkbox', { name: /Spin Express/ }) as HTMLInputElement).checked).toBe(false);
  });

  it('shows the credit balances with their tooltips, membership credit only above 0', async () => {
    answer();
    showPayments('/account/payments');
    const credit = await screen.findByRole('region', { name: 'Credit' });
    await waitFor(() => expect(within(credit).getByText('£10.00')).toBeTruthy());
    expect(within(credit).getByText('Booking credit')).toBeTruthy();
    expect(within(credit).queryByText('Membership credit')).toBeNull();
    const help = within(credit).getByRole('button', { name: 'About Booking credit' });
    fireEvent.focus(help);
    expect(screen.getByRole('tooltip').textContent).toBe('Booking credit is for future bookings.');
  });

  it('hides the Credit tab and section when credits are off, and does not ask for credit', async () => {
    answer();
    showPayments('/account/payments', { creditsEnabled: false });
    await screen.findByText('You have unpaid fees on your account');
    expect(screen.queryByRole('link', { name: 'Credit' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Credit' })).toBeNull();
    expect(calls(fetchMock).some((call) => call.includes('/api/credits'))).toBe(false);
  });

  it('shows the saved card by its brand, Mastercard when the gateway gave none', async () => {
    answer({ cards: json(200, { data: [{ ...card, brand: null }] }) });
    showPayments('/account/payments');
    expect(await screen.findByText('Mastercard ending in 4242')).toBeTruthy();
    const manage = screen.getByRole('link', { name: 'Manage Card' });
    fireEvent.click(manage);
    expect(await screen.findByRole('heading', { name: 'Manage card' })).toBeTruthy();
  });

  it('says an expired card has expired, without the card', async () => {
    answer({ cards: json(200, { data: [{ ...card, recently_expired: true }] }) });
    showPayments('/account/payments');
    expect(await screen.findByText('Your saved card has expired.')).toBeTruthy();
    expect(screen.getByText('You can save details of a new card next time you checkout')).toBeTruthy();
    expect(screen.queryByText(/ending in 4242/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Manage Card' })).toBeNull();
  });

  it("says 'Uh oh, something went wrong' when the saved card cannot be read", async () => {
    answer({ cards: json(500, { message: 'boom' }) });
    showPayments('/account/payments');
    expect(await screen.findByRole('heading', { name: 'Uh oh, something went wrong' })).toBeTruthy();
  });

  it("shows 'Card deleted successfully' when opened with the deleted-card flag", async () => {
    answer({ cards: json(200, { data: [] }) });
    showPayments('/account/payments?deletedCard=true&kiosk=true', {}, <Where />);
    expect((await screen.findByText('Card deleted successfully')).getAttribute('role')).toBe('status');
    expect(await screen.findByText('You have no saved card.')).toBeTruthy();
    // Said once: the flag leaves the address (a reload would not say it again), other parameters stay.
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe('?kiosk=true'));
    expect(screen.getByText('Card deleted successfully')).toBeTruthy();
  });

  it('says the payments failed to load', async () => {
    answer({ penalties: json(500, { message: 'boom' }) });
    showPayments('/account/payments');
    expect(
      await screen.findByRole('heading', { name: 'Failed to load your payments, please try again.' }),
    ).toBeTruthy();
  });
});
