import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadPage, scrollToTop } from './browser';
import { HttpError, http } from './http';
import { queryClient } from './query-client';

vi.mock('./browser', () => ({ reloadPage: vi.fn(), scrollToTop: vi.fn() }));

function reply(status: number, body?: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
  });
}

const fetchMock = vi.fn<typeof fetch>();

function lastRequest() {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(reloadPage).mockClear();
  vi.mocked(scrollToTop).mockClear();
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('http', () => {
  it('camel-cases answers and snake-cases bodies and query keys', async () => {
    fetchMock.mockResolvedValue(reply(200, { data: { first_name: 'Ada', home_venue_slug: 'leeds' } }));
    const answer = await http<{ data: { firstName: string } }>('/api/things', {
      method: 'POST',
      body: { guestName: 'Bo', venueId: 3 },
      query: { perPage: 10, venue: undefined },
    });
    expect(answer).toEqual({ data: { firstName: 'Ada', homeVenueSlug: 'leeds' } });
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/things?per_page=10');
    expect(JSON.parse(String(init.body))).toEqual({ guest_name: 'Bo', venue_id: 3 });
    expect(init.credentials).toBe('include');
    expect(headers.get('content-type')).toBe('application/json');
  });

  it('echoes the xsrf cookie on unsafe methods only', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the readable session companion
    document.cookie = 'xsrf=abc123; path=/';
    fetchMock.mockResolvedValue(reply(204));
    await http('/api/auth/logout', { method: 'POST' });
    expect(lastRequest().headers.get('x-xsrf-token')).toBe('abc123');
    fetchMock.mockResolvedValue(reply(200, { data: [] }));
    await http('/api/venues');
    expect(lastRequest().headers.has('x-xsrf-token')).toBe(false);
  });

  it('echoes a visitor basket’s token when there is no session, and the session’s when there is', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the readable basket companion
    document.cookie = 'basket_xsrf=visitor1; path=/';
    fetchMock.mockResolvedValue(reply(200, { data: {} }));
    await http('/api/activities/cart/add', { method: 'POST', body: {} });
    expect(lastRequest().headers.get('x-xsrf-token')).toBe('visitor1');
    // biome-ignore lint/suspicious/noDocumentCookie: the readable session companion
    document.cookie = 'xsrf=session1; path=/';
    await http('/api/activities/cart/add', { method: 'POST', body: {} });
    expect(lastRequest().headers.get('x-xsrf-token')).toBe('session1');
    // biome-ignore lint/suspicious/noDocumentCookie: tidy up for the next test
    document.cookie = 'basket_xsrf=; path=/; max-age=0';
  });

  it('sends no xsrf header when there is no cookie', async () => {
    fetchMock.mockResolvedValue(reply(204));
    await http('/api/auth/logout', { method: 'POST' });
    expect(lastRequest().headers.has('x-xsrf-token')).toBe(false);
  });

  it('ends the session on an unexpected 401: cookie gone, cache cleared, page reloaded', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the readable session companion
    document.cookie = 'xsrf=abc123; path=/';
    queryClient.setQueryData(['cart'], { items: [] });
    fetchMock.mockResolvedValue(reply(401, { message: 'Unauthenticated.' }));
    await expect(http('/api/auth/user')).rejects.toMatchObject({ status: 401 });
    expect(document.cookie).not.toContain('xsrf=');
    expect(queryClient.getQueryData(['cart'])).toBeUndefined();
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it('answers the server message of a 401 on calls that allow it, and keeps the session', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the readable session companion
    document.cookie = 'xsrf=abc123; path=/';
    fetchMock.mockResolvedValue(reply(401, { message: 'These credentials do not match our records.' }));
    const error = await http('/api/auth/customer/login', { method: 'POST', body: {}, allow401: true }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('These credentials do not match our records.');
    expect(reloadPage).not.toHaveBeenCalled();
    expect(document.cookie).toContain('xsrf=abc123');
  });

  it('hands the field errors of a 422 back camel-cased, without scrolling', async () => {
    fetchMock.mockResolvedValue(
      reply(422, {
        message: 'The given data was invalid.',
        errors: { email_or_reference: ['Required'], 'address.post_code': ['Invalid postcode'] },
      }),
    );
    const error = (await http('/api/x', { method: 'POST', body: {} }).catch((e: unknown) => e)) as HttpError;
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toEqual({
      emailOrReference: ['Required'],
      'address.postCode': ['Invalid postcode'],
    });
    expect(scrollToTop).not.toHaveBeenCalled();
  });

  it.each([
    [404, 'Unable to complete request, item not found.'],
    [403, 'Unauthorised.'],
    [419, 'Something has gone wrong, please reload and try again.'],
    [500, 'Something has gone wrong, please try again.'],
    [502, 'Something has gone wrong, please try again.'],
  ])(
    'gives the generic message for %i, keeps the server words aside and scrolls to the top',
    async (status, message) => {
      fetchMock.mockResolvedValue(reply(status, { message: 'Basket is locked.' }));
      const error = (await http('/api/activities/cart').catch((e: unknown) => e)) as HttpError;
      expect(error).toBeInstanceOf(HttpError);
      expect(error.status).toBe(status);
      expect(error.message).toBe(message);
      expect(error.serverMessage).toBe('Basket is locked.');
      expect(scrollToTop).toHaveBeenCalledOnce();
    },
  );

  it('turns a network failure into the generic error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(http('/api/client')).rejects.toMatchObject({
      status: 0,
      message: 'Something has gone wrong, please try again.',
    });
  });
});
