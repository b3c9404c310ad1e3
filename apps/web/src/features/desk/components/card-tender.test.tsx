import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetchAndCollectToasts } from '@/test/fetch-and-toasts';
import { typeInto } from '@/test/type-into';
import { CardTender } from './card-tender';

const { fetchMock } = stubFetchAndCollectToasts('foh');
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderCard(onTaken = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CardTender customerId={5} left={1000} taken={null} onTaken={onTaken} />
    </QueryClientProvider>,
  );
  return onTaken;
}

/** A message as a frame of `origin` posts it (the test DOM does not take `origin` from the event's init). */
const message = (data: unknown, origin = window.location.origin) => {
  const event = new MessageEvent('message', { data });
  Object.defineProperty(event, 'origin', { value: origin });
  window.dispatchEvent(event);
};
const fromGateway = (data: unknown) => message(data);

describe('the card tender at the desk', () => {
  it('starts a keyed card payment, frames the gateway’s form and takes the card it authorises', async () => {
    fetchMock.mockResolvedValue(
      json(200, {
        data: {
          payment_id: 42,
          amount: { raw: 600, decimal: '6.00', formatted: '£6.00' },
          status: 'requires_payment_method',
          client_secret: 'pi_secret',
          card_form_url: '/gateway/sandbox/card-form?client_secret=pi_secret&save_card=off',
        },
      }),
    );
    const listening = vi.spyOn(window, 'addEventListener');
    const onTaken = renderCard();
    typeInto(screen.getByLabelText(/Card amount/), '6');
    fireEvent.click(screen.getByRole('button', { name: 'Take card' }));
    const frame = await screen.findByTitle('Card details');
    // Preact runs effects after paint: the page listens once they have run.
    await vi.waitFor(() => expect(listening).toHaveBeenCalledWith('message', expect.any(Function)));
    expect(frame.getAttribute('src')).toContain('save_card=off');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('/api/foh/activities/cart/card-payment');
    expect(JSON.parse(String(init?.body))).toEqual({ amount: 600, presence: 'keyed', selected_user_id: 5 });

    fromGateway({
      source: 'sandbox-gateway',
      status: 'requires_payment_method',
      error: 'Your card was declined.',
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Your card was declined.');
    expect(onTaken).not.toHaveBeenCalled();
    // A message from anyone else is not the gateway's.
    message({ source: 'sandbox-gateway', status: 'requires_capture' }, 'https://elsewhere.example');
    expect(onTaken).not.toHaveBeenCalled();
    fromGateway({ source: 'sandbox-gateway', status: 'requires_capture', error: null });
    await vi.waitFor(() => expect(onTaken).toHaveBeenCalledWith({ amount: 600, paymentId: 42 }));
  });

  it('sends a card in the reader as present', async () => {
    fetchMock.mockResolvedValue(
      json(200, {
        data: {
          payment_id: 43,
          amount: { raw: 1000, decimal: '10.00', formatted: '£10.00' },
          status: 'requires_payment_method',
          client_secret: 'pi_secret',
          card_form_url: '/gateway/sandbox/card-reader?client_secret=pi_secret',
        },
      }),
    );
    renderCard();
    typeInto(screen.getByLabelText(/Card amount/), '10');
    fireEvent.click(screen.getByRole('radio', { name: 'Card present' }));
    fireEvent.click(screen.getByRole('button', { name: 'Take card' }));
    expect(await screen.findByTitle('Card reader')).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body)).presence).toBe('present');
  });
});
