import type { MembershipPaymentOption } from '@leisure/contracts/membership-catalogue';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetchAndCollectToasts } from '@/test/fetch-and-toasts';
import { typeInto } from '@/test/type-into';
import { type DatesChoice, DatesStep, type DatesStepProps } from './dates-step';

vi.mock('@/lib/browser', () => ({ reloadPage: vi.fn(), scrollToTop: vi.fn() }));

const { fetchMock } = stubFetchAndCollectToasts('joining');
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const money = (decimal: string) => ({ formatted: `£${decimal}`, decimal });

const monthly: MembershipPaymentOption = {
  id: 11,
  paymentType: 'recurring',
  fixedDuration: null,
  fixedPeriod: null,
  fees: { baseFee: money('30.00'), joiningFee: money('20.00') },
  globalBasePrice: null,
  totalToPayNow: money('50.00'),
  isPurchasable: { canPurchase: true, hasPrices: true, message: null },
};
const threeMonths: MembershipPaymentOption = {
  ...monthly,
  id: 12,
  paymentType: 'fixed',
  fixedDuration: 3,
  fixedPeriod: 'month',
  fees: { baseFee: money('99.00'), joiningFee: money('0.00') },
};

// The wire is snake_case; the http client turns it into MembershipCosts.
const monthlyCosts = {
  payment_type: 'recurring',
  fixed_duration: null,
  fixed_period: null,
  start_date: '2025-06-10',
  end_date: null,
  first_billing_date: '2025-07-01',
  pretty_first_billing_date: '1 July 2025',
  pro_rata_days: 21,
  total_to_pay_now: money('40.71'),
  global_base_price: null,
  promotion_enabled: true,
  fees: {
    joining_fee: money('20.00'),
    base_fee: money('30.00'),
    pro_rata_fee: money('20.71'),
    month_in_hand_fee: money('0.00'),
    discount: money('0.00'),
  },
};

const bounds = { min: '2025-06-10', max: '2025-07-10' };
const start: DatesChoice = { startDate: '2025-06-10', billingDay: null, promotion: null };

beforeEach(() => {
  // Only the clock's date: TanStack Query's own timers keep running.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-06-10T09:00:00Z'));
});
afterEach(() => vi.useRealTimers());

type Shown = Partial<Omit<DatesStepProps, 'value' | 'onChange'>> & { value?: DatesChoice };

type PageProps = Shown & { spy: (next: DatesChoice) => void; onContinue: DatesStepProps['onContinue'] };

/** The page's part: it keeps the choice and passes it back. */
function Page({ spy, value: initial, ...over }: PageProps) {
  const [value, setValue] = useState(initial ?? start);
  return (
    <DatesStep
      venueId={3}
      typeId={7}
      option={monthly}
      hasBillingDate={false}
      startBounds={bounds}
      termsAccepted={false}
      {...over}
      value={value}
      onChange={(next) => {
        spy(next);
        setValue(next);
      }}
    />
  );
}

function show(props: Shown = {}) {
  const onChange = vi.fn();
  const onContinue = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const page = (over: Shown) => (
    <QueryClientProvider client={client}>
      <Page spy={onChange} onContinue={onContinue} {...props} {...over} />
    </QueryClientProvider>
  );
  const view = render(page({}));
  return { onChange, onContinue, rerender: (over: Shown) => view.rerender(page(over)) };
}

const named = (label: string) =>
  screen.getByLabelText(label, {
    normalizer: (text) => text.replace(/\s*\*$/, '').trim(),
  }) as HTMLInputElement;
const continueButton = () => screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
const requested = () => fetchMock.mock.calls.map(([url]) => String(url));

describe('DatesStep', () => {
  it('waits for a billing day before asking the costs, and for the terms before Continue', async () => {
    fetchMock.mockResolvedValue(json(200, { data: monthlyCosts }));
    const { onContinue, rerender } = show();
    expect(screen.getByText('Choose a billing day to see your costs.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(continueButton().disabled).toBe(true);

    const billingDay = screen.getByRole('combobox', { name: 'Billing day' }) as HTMLSelectElement;
    expect(billingDay.options[0]?.textContent).toBe('Select billing day');
    expect(billingDay.options).toHaveLength(29);
    fireEvent.change(billingDay, { target: { value: '1' } });

    expect(await screen.findByText('£40.71')).toBeTruthy();
    expect(requested()).toEqual([
      '/api/memberships/types/7/payment-options/11?venue_id=3&start_date=2025-06-10&billing_day=1',
    ]);
    expect(screen.getByRole('heading', { name: 'Your Selection' })).toBeTruthy();
    expect(screen.getByText('10 June 2025')).toBeTruthy();
    expect(screen.getByText('1 July 2025')).toBeTruthy();
    expect(screen.getByText('21 days')).toBeTruthy();
    const about = screen.getByRole('button', { name: 'About the pro-rata payment' });
    expect(document.getElementById(about.getAttribute('aria-describedby')!)?.textContent).toBe(
      'The pro-rata payment covers the time between your start date and your first monthly payment.',
    );
    expect(screen.getByText('Monthly fee')).toBeTruthy();
    expect(screen.getByText('Pro-rata fee')).toBeTruthy();
    // Nothing in hand and no discount: those rows are left out.
    expect(screen.queryByText('Month in hand')).toBeNull();
    expect(screen.queryByText('Discount')).toBeNull();
    expect(continueButton().disabled).toBe(true);

    rerender({ termsAccepted: true });
    expect(continueButton().disabled).toBe(false);
    fireEvent.click(continueButton());
    expect(onContinue).toHaveBeenCalledWith(expect.objectContaining({ totalToPayNow: money('40.71') }));
  });

  it('holds Continue while the costs of a changed choice load, the last ones still in sight', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: monthlyCosts }));
    fetchMock.mockReturnValue(new Promise(() => {}));
    show({ termsAccepted: true, value: { ...start, billingDay: 1 } });
    await screen.findByText('£40.71');
    expect(continueButton().disabled).toBe(false);
    fireEvent.change(screen.getByRole('combobox', { name: 'Billing day' }), { target: { value: '2' } });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(screen.getByText('£40.71')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Your Selection' }).getAttribute('aria-busy')).toBe('true');
    expect(continueButton().disabled).toBe(true);
  });

  it('asks no billing day of a customer who has a billing date, and keeps billingDay null', async () => {
    fetchMock.mockResolvedValue(json(200, { data: monthlyCosts }));
    const { onChange } = show({
      hasBillingDate: true,
      termsAccepted: true,
      value: { ...start, billingDay: 5 },
    });
    expect(screen.queryByRole('combobox', { name: 'Billing day' })).toBeNull();
    expect(onChange).toHaveBeenCalledWith({ ...start, billingDay: null });
    await screen.findByText('£40.71');
    expect(requested()).toEqual([
      '/api/memberships/types/7/payment-options/11?venue_id=3&start_date=2025-06-10',
    ]);
    expect(continueButton().disabled).toBe(false);
  });

  it('prices a single payment for its term, with no billing day or pro-rata', async () => {
    fetchMock.mockResolvedValue(
      json(200, {
        data: {
          ...monthlyCosts,
          payment_type: 'fixed',
          fixed_duration: 3,
          fixed_period: 'month',
          first_billing_date: null,
          pretty_first_billing_date: null,
          pro_rata_days: 0,
          total_to_pay_now: money('89.00'),
          fees: { ...monthlyCosts.fees, base_fee: money('99.00'), discount: money('10.00') },
        },
      }),
    );
    show({
      option: threeMonths,
      termsAccepted: true,
      value: { ...start, promotion: { code: 'TEN', id: 4 } },
    });
    expect(await screen.findByText('£89.00')).toBeTruthy();
    expect(requested()[0]).toBe(
      '/api/memberships/types/7/payment-options/12?venue_id=3&start_date=2025-06-10&promotion_code_id=4',
    );
    expect(screen.queryByRole('combobox', { name: 'Billing day' })).toBeNull();
    expect(screen.queryByText('Pro-rata payment')).toBeNull();
    expect(screen.getByText('Price for 3 months')).toBeTruthy();
    expect(screen.getByText('−£10.00')).toBeTruthy();
    expect(continueButton().disabled).toBe(false);
  });

  it("says 'Code not recognised', then locks an applied code until it is removed", async () => {
    fetchMock.mockImplementation(async (url) => {
      const path = String(url);
      if (path.includes('/validate/NOPE/')) return json(404, { message: 'Code not recognised' });
      if (path.includes('/validate/')) return json(200, { data: { code: 'SPRING', id: 9 } });
      return json(200, { data: monthlyCosts });
    });
    const { onChange } = show({ hasBillingDate: true });
    const code = await screen.findByRole('textbox', { name: 'Promo code' });
    typeInto(code, 'NOPE');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Code not recognised')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(code);

    typeInto(code, 'spring');
    expect(screen.queryByText('Code not recognised')).toBeNull();
    fireEvent.keyDown(code, { key: 'Enter' });
    await screen.findByRole('button', { name: 'Remove' });
    expect(requested()).toContain('/api/v1/membership-promotions/validate/spring/11');
    expect(onChange).toHaveBeenLastCalledWith({ ...start, promotion: { code: 'SPRING', id: 9 } });
    const locked = screen.getByRole('textbox', { name: 'Promo code' }) as HTMLInputElement;
    expect(locked.readOnly).toBe(true);
    expect(locked.value).toBe('SPRING');
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('Promo code SPRING applied.');
    await vi.waitFor(() => expect(requested().some((url) => url.endsWith('promotion_code_id=9'))).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...start, promotion: null });
    expect((screen.getByRole('textbox', { name: 'Promo code' }) as HTMLInputElement).readOnly).toBe(false);
  });

  it('offers no promo code when promotions are not offered (a change or a renewal)', async () => {
    fetchMock.mockResolvedValue(json(200, { data: monthlyCosts }));
    show({ hasBillingDate: true, promotionsOffered: false });
    await screen.findByText('£40.71');
    expect(screen.queryByRole('textbox', { name: 'Promo code' })).toBeNull();
  });

  it('resets a date before the minimum to the minimum, and has Today and Tomorrow', async () => {
    fetchMock.mockResolvedValue(json(200, { data: monthlyCosts }));
    const { onChange } = show({ hasBillingDate: true, value: { ...start, startDate: '2025-06-20' } });
    const date = named('Start date');
    expect(date.type).toBe('date');
    expect(date.min).toBe('2025-06-10');
    expect(date.max).toBe('2025-07-10');

    typeInto(date, '2025-06-01');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.blur(date);
    expect(onChange).toHaveBeenLastCalledWith({ ...start, startDate: '2025-06-10' });
    expect(date.value).toBe('2025-06-10');

    typeInto(date, '2025-06-15');
    expect(onChange).toHaveBeenLastCalledWith({ ...start, startDate: '2025-06-15' });
    fireEvent.click(screen.getByRole('button', { name: 'Tomorrow' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...start, startDate: '2025-06-11' });
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...start, startDate: '2025-06-10' });
  });

  it('starts from the minimum when the page has no date yet', () => {
    fetchMock.mockResolvedValue(json(200, { data: monthlyCosts }));
    const { onChange } = show({ hasBillingDate: true, value: { ...start, startDate: '' } });
    expect(onChange).toHaveBeenCalledWith({ ...start, startDate: '2025-06-10' });
  });

  it("shows the submit's messages under their fields until the field is changed", async () => {
    fetchMock.mockResolvedValue(json(200, { data: monthlyCosts }));
    show({
      value: { ...start, billingDay: 1 },
      serverErrors: {
        startDate: 'Choose a start date from today to one month from today.',
        billingDay: 'Choose a billing day from 1 to 28.',
      },
    });
    const date = named('Start date');
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(date.getAttribute('aria-describedby')!.split(' ')[1]!)?.textContent).toBe(
      'Choose a start date from today to one month from today.',
    );
    const billingDay = screen.getByRole('combobox', { name: 'Billing day' });
    expect(billingDay.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(billingDay, { target: { value: '2' } });
    expect(billingDay.hasAttribute('aria-invalid')).toBe(false);
    expect(date.getAttribute('aria-invalid')).toBe('true');
    await act(async () => {});
  });

  it("puts the costs call's refusal under its field and holds Continue", async () => {
    fetchMock.mockResolvedValue(
      json(422, { message: 'Invalid', errors: { promotion: ['Code not recognised'] } }),
    );
    show({
      hasBillingDate: true,
      termsAccepted: true,
      value: { ...start, promotion: { code: 'OLD', id: 2 } },
    });
    expect(await screen.findByText('Code not recognised')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeTruthy();
    expect(continueButton().disabled).toBe(true);
  });

  it('offers to try again when the costs fail to load', async () => {
    fetchMock.mockResolvedValueOnce(json(500, { message: 'Boom' }));
    fetchMock.mockResolvedValue(json(200, { data: monthlyCosts }));
    show({ hasBillingDate: true });
    expect(await screen.findByText('Failed to load your costs, please try again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('£40.71')).toBeTruthy();
  });
});
