import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from './http';

vi.mock('./browser', () => ({ reloadPage: vi.fn(), scrollToTop: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('http with a file', () => {
  it('sends a FormData body as multipart: untouched, no content type of its own, xsrf still echoed', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the readable session companion
    document.cookie = 'xsrf=abc123; path=/';
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ data: { is_set: true } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const form = new FormData();
    form.append('photo', new Blob(['jpeg'], { type: 'image/jpeg' }), 'photo.jpg');
    const answer = await http<{ data: { isSet: boolean } }>('/api/my-account/user/profile-photo', {
      method: 'POST',
      body: form,
    });
    expect(answer).toEqual({ data: { isSet: true } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    const headers = new Headers(init?.headers);
    expect(url).toBe('/api/my-account/user/profile-photo');
    expect(init?.body).toBe(form);
    expect(headers.has('content-type')).toBe(false);
    expect(headers.get('x-xsrf-token')).toBe('abc123');
    expect(headers.get('accept')).toBe('application/json');
  });
});
