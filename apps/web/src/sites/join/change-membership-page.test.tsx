import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetchAndCollectToasts } from '@/test/fetch-and-toasts';
import { typeInto } from '@/test/type-into';
import { answerFetch, json, money, showManagePage } from './manage-membership-test-kit';

vi.mock('@/lib/browser', () => ({ reloadPage: vi.fn(), scrollToTop: vi.fn() }));

const { fetchMock, toasts } = stubFetchAndCollectToasts('joining');

const option = (id: number, paymentType: 'recurring' | 'fixed', base: string) => ({
  id,
  payment_type: paymentType,
  fixed_duration: paymentType === 'fixed' ? 12 : null,
  fixed_period: paymentType === 'fixed' ? 'month' : null,
  fees: { base_fee: money(base), joining_fee: money('0.00') },
  global_base_price: null,
  total_to_pay_now: money(base),
  is_purchasable: { can_purchase: true, has_prices: true, message: null },
});
const type = (id: number, name: string, options: unknown[]) => ({
  id,
  name,
  slug: name.toLowerCase().replace(/ /g, '-'),
  categories: [{ name: 'Gym' }],
  coverage: 'local',
  eligibility: null,
  description: '<p>A membership.</p>',
  provides_access_to: [],
  benefits: [],
  payment_options: options,
});

const changeOptions = {
  data: {
    membership: {
      id: 5,
      name: 'Gold Monthly',
      reference: 'M-0005',
      payment_type: 'recurring',
      payment_option_id: 11,
      price: money('45.00'),
      home_venue: { id: 1, name: 'Manchester Central', slug: 'manchester-central' },
    },
    types: [
      type(21, 'Silver Monthly', [option(31, 'recurring', '30.00'), option(32, 'fixed', '300.00')]),
      type(22, 'Swim Only', [option(33, 'fixed', '150.00')]),
    ],
  },
};

const costsFor = (startDate: string) => ({
  data: {
    total_due_now: { ...money('12.50'), month_in_hand: money('12.50'), fees: money('0.00') },
    new_membership_price: money('30.00'),
    difference_to_old_membership: '£15.00 a month less than your current membership',
    starts_at: { min: '2026-12-01', max: '2026-12-31' },
    start_date: startDate,
    current_ends_on: '2026-11-30',
    end_date: null,
    first_billing_date: '2027-01-01',
    pretty_first_billing_date: '1 January 2027',
    payment_type: 'recurring',
    fixed_duration: null,
    fixed_period: null,
  },
});

const costsAnswer = () => {
  return (url: string) => {
    const startsAt = new URL(url, 'http://localhost').searchParams.get('starts_at');
    return json(200, costsFor(startsAt ?? '2026-12-01'));
  };
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T09:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const where = () => screen.getByTestId('where').textContent;

/** The change's calls answered: options, costs by start date, no questions, and `post` for the change. */
function answerChange(
  post: Response | ((init: RequestInit | undefined) => Response),
  questions: unknown[] = [],
) {
  const costs = costsAnswer();
  answerFetch(fetchMock, {
    'GET /api/memberships/5/change': json(200, changeOptions),
    'GET /api/custom-questions/memberships/21': json(200, { data: questions }),
    'POST /api/memberships/5/change': post,
    'POST /api/custom-questions/memberships/77': json(201, { data: [] }),
  });
  const answered = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation((input, init) =>
    String(input).startsWith('/api/memberships/5/change/31')
      ? Promise.resolve(costs(String(input)))
      : answered(input, init),
  );
}

async function chooseSilverAndContinue() {
  const card = (await screen.findByRole('heading', { name: 'Silver Monthly' })).closest('li')!;
  fireEvent.click(within(card).getByRole('button', { name: 'Choose this membership' }));
  // Riley's details are on record: he continues.
  fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
}

describe('the change membership page', () => {
  it('goes to the memberships list when reached without the list’s route state', async () => {
    showManagePage('/join/memberships/change/5', { state: null });
    expect(await screen.findByTestId('where')).toHaveProperty(
      'textContent',
      'memberships /account/memberships',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a visitor to log in first', async () => {
    showManagePage('/join/memberships/change/5', { status: 'anonymous' });
    expect((await screen.findByTestId('where')).textContent).toBe(
      'login /account/login?redirect=%2Fjoin%2Fmemberships%2Fchange%2F5',
    );
  });

  it.each([404, 403])('shows the not-found view when the change is refused with %i', async (status) => {
    answerFetch(fetchMock, { 'GET /api/memberships/5/change': json(status, { message: 'No' }) });
    showManagePage('/join/memberships/change/5');
    expect(await screen.findByRole('heading', { name: /gone offside/ })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Change Membership' })).toBeNull();
  });

  it('lists the memberships paid the same way, with no centre step and no payment toggle', async () => {
    answerChange(json(201, {}));
    showManagePage('/join/memberships/change/5');
    expect(screen.getByRole('heading', { level: 1, name: 'Change Membership' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Memberships' }).getAttribute('href')).toBe(
      '/account/memberships',
    );
    expect(await screen.findByRole('heading', { name: 'Silver Monthly' })).toBeTruthy();
    expect(screen.getByText('£30.00')).toBeTruthy();
    // Swim Only is sold only as a single payment.
    expect(screen.queryByRole('heading', { name: 'Swim Only' })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Monthly' })).toBeNull();
    expect(screen.queryByRole('heading', { name: /Centre/ })).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '1. Membership',
      '2. Your details',
      '3. Dates and costs',
      '4. Checkout',
    ]);
  });

  it('shows what the change costs from the earliest day, then changes and goes to the checkout', async () => {
    let sent: { body: unknown; key: string | null } | null = null;
    answerChange((init) => {
      sent = { body: JSON.parse(String(init?.body)), key: new Headers(init?.headers).get('idempotency-key') };
      return json(201, { data: { membership_id: 77, cart_item_id: 9, order_id: null } });
    });
    showManagePage('/join/memberships/change/5');
    await chooseSilverAndContinue();

    const date = await screen.findByLabelText<HTMLInputElement>(/Start date/);
    await waitFor(() => expect(date.value).toBe('2026-12-01'));
    expect(date.min).toBe('2026-12-01');
    expect(date.max).toBe('2026-12-31');
    expect(screen.queryByLabelText(/Billing day/)).toBeNull();
    expect(screen.queryByLabelText(/Promo code/)).toBeNull();
    expect(await screen.findByText('£12.50')).toBeTruthy();
    expect(screen.getByText('£30.00 a month')).toBeTruthy();
    expect(screen.getByText('£15.00 a month less than your current membership')).toBeTruthy();
    expect(screen.getByText('30 November 2026')).toBeTruthy();
    expect(screen.getByText('1 January 2027')).toBeTruthy();

    // A day before the earliest resets to it.
    typeInto(date, '2026-11-27');
    fireEvent.blur(date);
    expect(date.value).toBe('2026-12-01');
    typeInto(date, '2026-12-15');
    const next = screen.getByRole('button', { name: 'Continue' });
    await waitFor(() => expect(next).toHaveProperty('disabled', false));
    fireEvent.click(next);

    await waitFor(() => expect(where()).toBe('checkout /basket/checkout'));
    expect(sent!.body).toEqual({ starts_at: '2026-12-15', payment_option_id: 31 });
    expect(sent!.key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('answers the new type’s questions for the new membership, and opens the order when nothing is due', async () => {
    const question = {
      id: 4,
      reference: 'q4',
      label: 'Emergency contact phone number',
      type: 'text',
      options: [],
      placeholder: null,
      default: null,
      is_required: true,
    };
    answerChange(json(201, { data: { membership_id: 77, cart_item_id: null, order_id: 501 } }), [question]);
    showManagePage('/join/memberships/change/5');
    await chooseSilverAndContinue();
    expect(await screen.findByRole('heading', { name: '3. Additional details' })).toBeTruthy();
    typeInto(await screen.findByRole('textbox', { name: /Emergency contact/ }), '07700 900123');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const next = await screen.findByRole('button', { name: 'Continue' });
    await waitFor(() => expect(next).toHaveProperty('disabled', false));
    fireEvent.click(next);

    await waitFor(() => expect(where()).toBe('confirmed /booking-confirmed/501'));
    const answers = fetchMock.mock.calls.find(
      ([url]) => String(url) === '/api/custom-questions/memberships/77',
    );
    expect(JSON.parse(String(answers![1]?.body))).toEqual({
      answers: [{ question_id: 4, answer: '07700 900123' }],
    });
  });

  it('shows a refused start date on its field, and any other failure as a toast', async () => {
    let refusal = json(422, { message: 'Invalid', errors: { starts_at: ['That day is taken.'] } });
    answerChange(() => refusal);
    showManagePage('/join/memberships/change/5');
    await chooseSilverAndContinue();
    let next = await screen.findByRole('button', { name: 'Continue' });
    await waitFor(() => expect(next).toHaveProperty('disabled', false));
    fireEvent.click(next);
    expect(await screen.findByText('That day is taken.')).toBeTruthy();

    refusal = json(500, { message: 'Down' });
    next = screen.getByRole('button', { name: 'Continue' });
    fireEvent.click(next);
    await waitFor(() =>
      expect(toasts.map((toast) => toast.content)).toEqual(['Something went wrong, please try again.']),
    );
  });

  it('shows a refused membership on the membership step', async () => {
    answerChange(
      json(422, { message: 'Invalid', errors: { payment_option_id: ['You cannot change to this.'] } }),
    );
    showManagePage('/join/memberships/change/5');
    await chooseSilverAndContinue();
    const next = await screen.findByRole('button', { name: 'Continue' });
    await waitFor(() => expect(next).toHaveProperty('disabled', false));
    fireEvent.click(next);
    expect(await screen.findByText('You cannot change to this.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Silver Monthly' })).toBeTruthy();
  });

  it('tells analytics of the membership and your details steps only', async () => {
    const layer: unknown[] = [];
    (window as { dataLayer?: unknown[] }).dataLayer = layer;
    answerChange(json(201, { data: { membership_id: 77, cart_item_id: 9, order_id: null } }));
    showManagePage('/join/memberships/change/5');
    await chooseSilverAndContinue();
    await screen.findByLabelText(/Start date/);
    expect(layer.map((event) => (event as { stepNumber: number }).stepNumber)).toEqual([2, 3]);
    delete (window as { dataLayer?: unknown[] }).dataLayer;
  });
});
