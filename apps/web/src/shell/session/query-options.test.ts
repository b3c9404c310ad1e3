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

  it('exchanges the hand-off code once for the session, holds its token and removes the code from the address', async () => {
    const code = 'Hq3dX0_kP1-abcdefghijk';
    window.history.replaceState({ idx: 3 }, '', `/account/?embedded=true&token=${code}#top`);
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ token: 'the-embedded-session-token', data: { id: 1 } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );

    await expect(exchangeAddressToken(code)).resolves.toBe(true);
    // Asked again (another provider, a re-render): the one exchange's answer, no second call.
    await expect(exchangeAddressToken(code)).resolves.toBe(true);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/handoff');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ code });
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/account/?embedded=true#top',
    );
    expect(window.history.state).toEqual({ idx: 3 });
    // Development keeps the session's token (not the code) for the bearer header (spec part 1 §6).
    expect(heldToken()).toBe('the-embedded-session-token');
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
