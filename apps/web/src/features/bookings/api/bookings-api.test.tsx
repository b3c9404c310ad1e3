import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCancelBooking } from './cancel-booking';
import { type Booking, bookingsQueryOptions, mergeBookings } from './get-bookings';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const at = (id: number, raw: string, isV2Booking = false) =>
  ({ id, isV2Booking, startsAt: { format24Hour: '', raw } }) as Booking;
const wire = (id: number, raw: string, v2 = false) => ({
  id,
  is_v2_booking: v2,
  starts_at: { format_24_hour: '', raw },
});

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('merging the classic and V2 lists', () => {
  it('keeps each booking once, soonest first for upcoming and latest first for previous', () => {
    const classic = [at(1, '2026-12-02T10:00:00Z'), at(2, '2026-12-04T10:00:00Z')];
    const v2 = [at(3, '2026-12-03T10:00:00Z', true), at(1, '2026-12-02T10:00:00Z')];
    expect(mergeBookings('future', classic, v2).map((b) => b.id)).toEqual([1, 3, 2]);
    expect(mergeBookings('past', classic, v2).map((b) => b.id)).toEqual([2, 3, 1]);
  });

  it('asks for the V2 list with the user, the bound and the source only when V2 is on', async () => {
    fetchMock.mockImplementation(async (url) =>
      json(200, {
        data: String(url).includes('/v1/')
          ? [wire(3, '2026-12-03T10:00:00Z', true)]
          : [wire(1, '2026-12-02T10:00:00Z')],
      }),
    );
    const client = new QueryClient();
    const merged = await client.fetchQuery(bookingsQueryOptions('future', 7));
    expect(merged.map((b) => b.id)).toEqual([1, 3]);
    const v2Url = new URL(
      String(fetchMock.mock.calls.find(([url]) => String(url).includes('/v1/'))![0]),
      'http://x',
    );
    expect(v2Url.pathname).toBe('/api/v1/activities/bookings');
    expect(v2Url.searchParams.get('user_id')).toBe('7');
    expect(v2Url.searchParams.get('starts_after')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(v2Url.searchParams.get('cancellation_source')).toBe('my-account');

    fetchMock.mockClear();
    await client.fetchQuery(bookingsQueryOptions('past'));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/my-account/bookings?filter=past',
    ]);
  });
});

describe('cancelling a V2 booking', () => {
  function setUp(answer: () => Response) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let cancelled = false;
    fetchMock.mockImplementation(async (_url, init) => {
      if (init?.method === 'PATCH') {
        const response = answer();
        cancelled = response.ok;
        return response;
      }
      return json(200, { data: cancelled ? [] : [wire(3, '2026-12-03T10:00:00Z', true)] });
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    return { client, wrapper };
  }

  it('sends the PATCH with the booking and counts it once it has left the list', async () => {
    const { client, wrapper } = setUp(() =>
      json(200, {
        message: 'Your booking has been cancelled',
        data: [{ id: 3, status: 'cancelled', credit_awarded: 0, message: 'Your booking has been cancelled' }],
      }),
    );
    await client.fetchQuery(bookingsQueryOptions('future', 7));
    const { result } = renderHook(() => useCancelBooking(), { wrapper });
    act(() => result.current.mutate({ id: 3, isV2Booking: true }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const [url, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'PATCH')!;
    expect(url).toBe('/api/v1/activities/bookings');
    expect(JSON.parse(String(init?.body))).toEqual({
      data: { cancellation_source: 'my-account' },
      update_type: 'cancellation',
      booking_ids: [3],
    });
  });

  it('shows the server’s reason when the booking was not cancelled', async () => {
    const { client, wrapper } = setUp(() =>
      json(422, { message: 'Cannot cancel due to booking starting soon.' }),
    );
    await client.fetchQuery(bookingsQueryOptions('future', 7));
    const { result } = renderHook(() => useCancelBooking(), { wrapper });
    act(() => result.current.mutate({ id: 3, isV2Booking: true }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect((result.current.error as { serverMessage?: string }).serverMessage).toBe(
      'Cannot cancel due to booking starting soon.',
    );
  });
});
