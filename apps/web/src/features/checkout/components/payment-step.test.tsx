import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '@/lib/i18n';
import { onToast, type ToastRequest } from '@/lib/toast';
import type { CheckoutPrepare } from '../api/prepare-checkout';
import { PaymentStep, TOAST_DURATION } from './payment-step';

vi.mock('@/lib/browser', () => ({ reloadPage: vi.fn(), scrollToTop: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const price = (raw: number) => ({
  raw,
  decimal: (raw / 100).toFixed(2),
  formatted: `£${(raw / 100).toFixed(2)}`,
});
const gateway = 'https://gateway.test';

function prepared(amountDue: number): CheckoutPrepare {
  return {
    provider: amountDue > 0 ? 'sandbox' : 'none',
    total: price(amountDue),
    creditAvailable: price(0),
    creditMaxApplicable: price(0),
    amountDue: price(amountDue),
    paymentRequired: amountDue > 0,
    currency: 'GBP',
    gateway: { cardFormUrl: `${gateway}/card-form`, publishableKey: null, origin: gateway },
    savedCards: [],
    termsIds: [1],
  };
}

const completed = { message: 'Order completed Successfully.', data: { order_id: 42, order: {} } };

function show(amountDue: number, onCompleted = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PaymentStep
        prepare={{ data: prepared(amountDue), isFetching: false, isError: false }}
        attempt={`attempt-${amountDue}-${Math.random()}`}
        creditAmount={0}
        canPay
        completeInput={{ completedWaivers: [], source: 'activity-booking', terms: [1] }}
        onCompleted={onCompleted}
      />
    </QueryClientProvider>,
  );
  return onCompleted;
}

function bodyOf(call: number): Record<string, unknown> {
  return JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body));
}

function post(data: unknown, origin = gateway) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

const toasts: ToastRequest[] = [];
let stopToasts: () => void = () => {};

beforeAll(() => loadNamespaces('bookings'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  toasts.length = 0;
  stopToasts = onToast((toast) => toasts.push(toast));
});
afterEach(() => {
  stopToasts();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('PaymentStep', () => {
  it("completes a basket that costs nothing with 'Complete booking', once, and no card", async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const onCompleted = show(0);
    const button = await screen.findByRole('button', { name: 'Complete booking' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    fireEvent.click(button);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    answer(json(200, completed));
    await waitFor(() => expect(onCompleted).toHaveBeenCalledWith(42));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/checkout/complete');
    const body = bodyOf(0);
    expect(body.payments).toEqual([]);
    expect(body.idempotency_key).toMatch(/^[\w-]{8,}$/);
    expect(toasts).toContainEqual(
      expect.objectContaining({
        type: 'success',
        content: 'Order completed Successfully.',
        closeAfter: 10_000,
      }),
    );
    expect(TOAST_DURATION).toBe(10_000);
  });

  it('pays by card through a 3-D Secure challenge, listening only to the gateway origin', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, {
        data: {
          payment_id: 9,
          amount: price(500),
          status: 'requires_payment_method',
          client_secret: 'secret',
          card_form_url: `${gateway}/card-form?secret=secret`,
        },
      }),
    );
    fetchMock.mockResolvedValueOnce(json(200, completed));
    const onCompleted = show(500);
    const pay = await screen.findByRole('button', { name: 'Pay £5.00' });
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(pay);
    const frame = await screen.findByTitle('Card payment form');
    expect(frame.getAttribute('src')).toBe(`${gateway}/card-form?secret=secret`);
    // The card form's own button is the one pay button while it is shown.
    expect(pay.isConnected).toBe(false);
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();

    post({ status: 'authorized' }, 'https://evil.test');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    post({ status: 'requires_action', challenge_url: '/challenge/9' });
    const challenge = await screen.findByTitle('Confirm your payment with your bank');
    expect(challenge.getAttribute('src')).toBe(`${gateway}/challenge/9`);

    post({ source: 'sandbox-gateway', status: 'requires_capture', error: null });
    await waitFor(() => expect(onCompleted).toHaveBeenCalledWith(42));
    expect(bodyOf(1).payments).toEqual([{ tender_type: 'card', payment_id: 9 }]);
    expect(bodyOf(1).idempotency_key).toBe(bodyOf(0).idempotency_key);
  });

  it("shows the gateway's failure and returns to ready on 'Try again'", async () => {
    fetchMock.mockResolvedValue(
      json(200, {
        data: {
          payment_id: 9,
          amount: price(500),
          status: 'requires_payment_method',
          client_secret: 'secret',
          card_form_url: `${gateway}/card-form`,
        },
      }),
    );
    show(500);
    const pay = await screen.findByRole('button', { name: 'Pay £5.00' });
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(pay);
    await screen.findByTitle('Card payment form');
    post({ source: 'sandbox-gateway', status: 'requires_payment_method', error: 'Your card was declined.' });
    expect((await screen.findByRole('alert')).textContent).toContain('Your card was declined.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
  });

  it('says the order could not be completed, or the server message, and keeps the key for the retry', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 500 }));
    fetchMock.mockResolvedValueOnce(json(409, { message: 'The session being booked is already full' }));
    show(0);
    const button = await screen.findByRole('button', { name: 'Complete booking' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Unable to complete your order, please try again.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('The session being booked is already full'),
    );
    expect(bodyOf(1).idempotency_key).toBe(bodyOf(0).idempotency_key);
  });

  it("answers waiver validation messages with the neutral 'Error occurred while submitting your answers.'", async () => {
    fetchMock.mockResolvedValueOnce(
      json(422, {
        message: 'The given data was invalid.',
        errors: { 'completed_waivers.0.answers': ['Please answer every question.'] },
      }),
    );
    show(0);
    const button = await screen.findByRole('button', { name: 'Complete booking' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() =>
      expect(toasts).toContainEqual(
        expect.objectContaining({
          type: 'neutral',
          content: 'Error occurred while submitting your answers.',
          validationMessages: { 'completedWaivers.0.answers': ['Please answer every question.'] },
        }),
      ),
    );
  });
});
