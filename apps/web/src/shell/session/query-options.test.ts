import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { heldToken } from '@/lib/auth-token';
import { exchangeAddressToken, forgetTokenExchange } from './exchange-token';
import { forgetQueryOptions, queryOptionsAtStart, readQueryOptions } from './query-options';

vi.mock('@/lib/browser', () => ({ reloadPage: vi.fn(), scrollToTop: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  forgetQueryOptions();
  forgetTokenExchange();
  window.history.replaceState(null, '', '/');
});

describe('query options', () => {
  it('reads embedded, kiosk, centre and token', () => {
    expect(readQueryOptions('?embedded=true&kiosk=true&centre=leeds&token=abc')).toEqual({
      embedded: true,
      kiosk: true,
      centre: 'leeds',
      token: 'abc',
    });
    expect(readQueryOptions('?kiosk=false')).toEqual({
      embedded: false,
      kiosk: false,
      centre: null,
      token: null,
    });
  });

  it('reads the address once and keeps what it read', () => {
    window.history.replaceState(null, '', '/kiosk/?kiosk=true&centre=york');
    expect(queryOptionsAtStart()).toMatchObject({ kiosk: true, centre: 'york' });
    window.history.replaceState(null, '', '/account/');
    expect(queryOptionsAtStart()).toMatchObject({ kiosk: true, centre: 'york' });
  });

  it('stores the token as the session and removes it from the address', async () => {
    const token = 'a-token-of-at-least-twenty-characters';
    window.history.replaceState({ idx: 3 }, '', `/account/?token=${token}&kiosk=true#top`);
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));

    await expect(exchangeAddressToken(token)).resolves.toBe(true);

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/session');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ token });
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/account/?kiosk=true#top',
    );
    expect(window.history.state).toEqual({ idx: 3 });
    // Development keeps it for the bearer header (spec part 1 §6).
    expect(heldToken()).toBe(token);
  });

  it('removes a refused token from the address too, without reloading', async () => {
    window.history.replaceState(null, '', '/?token=expired-token-value-123456');
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ message: 'Unauthenticated.' }), {
        status: 401,
        headers: { 'content-type': 'application/json' },
      }),
    );
    await expect(exchangeAddressToken('expired-token-value-123456')).resolves.toBe(false);
    expect(window.location.search).toBe('');
    expect(heldToken()).toBeNull();
  });
});
