import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_ACTION_DELAY_MS } from '@/features/basket/lib/cart-delay';
import { loadNamespaces } from '@/lib/i18n';
import { onToast, type ToastRequest } from '@/lib/toast';
import { Component as BasketPage } from './basket-page';

vi.mock('@/lib/browser', () => ({ reloadPage: vi.fn(), scrollToTop: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const price = (raw: number) => ({
  raw,
  decimal: (raw / 100).toFixed(2),
  formatted: `£${(raw / 100).toFixed(2)}`,
});

function line(id: number, name: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    name,
    price: price(500),
    quantity: 1,
    cartable_type: 'activity',
    cartable_resource: {
      name,
      venue_name: 'Leeds Central',
      duration: '60min',
      new_membership: false,
      date: { full_date_pretty: 'Sat 26 September 2026', raw: '2026-09-26' },
      starts_at: { format_24_hour: '19:00' },
      ends_at: { format_24_hour: '20:00' },
      location: { name: 'Studio 1' },
      occurrence_id: String(id),
      activity_slug: 'yoga',
      venue_slug: 'leeds',
    },
    membership_user_id: null,
    purchased_for_user_id: null,
    attendee_name: 'Alex Morgan',
    pricing_option_id: 1,
    benefit_applied: false,
    package_applied: false,
    hold_expires_at: null,
    child_items: [],
    ...extra,
  };
}

function cart(items: unknown[]) {
  const total = items.length * 500;
  return {
    data: {
      cart_id: 1,
      uuid: 'cart-uuid',
      items,
      sort_by: 'date',
      enable_print_receipt: false,
      totals: {
        total,
        tax_total: 0,
        sub_total: total,
        balance: total,
        item_count: items.length,
        total_formatted: `£${(total / 100).toFixed(2)}`,
        tax_total_formatted: '£0.00',
        sub_total_formatted: `£${(total / 100).toFixed(2)}`,
        balance_formatted: `£${(total / 100).toFixed(2)}`,
      },
      credits: {
        membership: { total_available: price(0), max_applicable: price(0) },
        general: { total_available: price(0), max_applicable: price(0) },
      },
      payments: [],
      attendee_waivers_required: [],
      selected_user_id: null,
      complete_order_id: null,
      is_anonymous: false,
    },
  };
}

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <BasketPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
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

describe('the basket page', () => {
  it('lists each line with its details, the totals and Checkout', async () => {
    fetchMock.mockResolvedValue(
      json(200, cart([line(1, 'Yoga'), line(2, 'Spin', { benefit_applied: true })])),
    );
    show();
    const yoga = await screen.findByRole('listitem', { name: 'Yoga' });
    for (const text of [
      'Leeds Central',
      'Sat 26 September 2026',
      '19:00–20:00',
      'Studio 1',
      'Alex Morgan',
      '£5.00',
    ]) {
      expect(within(yoga).getByText(text)).toBeTruthy();
    }
    expect(within(yoga).queryByRole('button', { name: 'Remove benefit' })).toBeNull();
    const spin = screen.getByRole('listitem', { name: 'Spin' });
    expect(within(spin).getByRole('button', { name: 'Remove benefit' })).toBeTruthy();
    expect(screen.getByText('Basket cost')).toBeTruthy();
    expect(screen.getByText('Total to pay')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/basket/checkout');
  });

  it('removes a line after the 250 ms delay, covering it with a spinner meanwhile', async () => {
    expect(CART_ACTION_DELAY_MS).toBe(250);
    fetchMock.mockResolvedValueOnce(json(200, cart([line(1, 'Yoga')])));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Yoga' }));
    expect(screen.getByRole('status', { name: 'Removing…' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fetchMock.mockResolvedValue(json(200, cart([])));
    await waitFor(() =>
      expect(toasts).toContainEqual(
        expect.objectContaining({ type: 'success', content: 'Successfully removed item from the basket.' }),
      ),
    );
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(url).toBe('/api/activities/cart/remove');
    expect(JSON.parse(String(init?.body))).toEqual({ cart_item_ids: [1] });
    expect(await screen.findByText('Your basket is empty.')).toBeTruthy();
  });

  it("shows the server's message when a removal fails", async () => {
    fetchMock.mockResolvedValueOnce(json(200, cart([line(1, 'Yoga')])));
    fetchMock.mockResolvedValueOnce(json(409, { message: 'This booking can no longer be removed.' }));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Yoga' }));
    await waitFor(() =>
      expect(toasts).toContainEqual(
        expect.objectContaining({ type: 'danger', content: 'This booking can no longer be removed.' }),
      ),
    );
  });

  it("clears the basket with 'Successfully cleared order.'", async () => {
    fetchMock.mockResolvedValueOnce(json(200, cart([line(1, 'Yoga')])));
    fetchMock.mockResolvedValue(json(200, cart([])));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Clear basket' }));
    await waitFor(() =>
      expect(toasts).toContainEqual(expect.objectContaining({ content: 'Successfully cleared order.' })),
    );
    expect(fetchMock.mock.calls[1]?.[1]?.method).toBe('DELETE');
  });

  it('says so when the basket fails to load', async () => {
    fetchMock.mockResolvedValue(json(500, {}));
    show();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to load your shopping basket, please try again.',
    );
  });
});
