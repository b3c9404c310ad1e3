import type { LoaderFunction } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie } from '@/lib/cookies';
import { queryClient } from '@/lib/query-client';
import { accountRoutes } from './routes';

const loaderOf = (path: string) =>
  accountRoutes.children?.find((route) => route.path === path)?.loader as LoaderFunction;
const args = (params: Record<string, string>) =>
  ({
    params,
    request: new Request('http://localhost/'),
    context: undefined,
  }) as Parameters<LoaderFunction>[0];

/** The browser's network: every call that goes out gets an empty list. */
const network = vi.fn<typeof fetch>();

beforeEach(() => {
  network.mockImplementation(
    async () =>
      new Response(JSON.stringify({ data: [] }), { headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', network);
  queryClient.clear();
});

afterEach(() => {
  deleteCookie('xsrf');
  network.mockReset();
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe("My bookings' route", () => {
  it("asks for the signed-in customer's list, as the page will, while its code loads", async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the session's readable companion, as sign-in leaves it
    document.cookie = 'xsrf=token; path=/';
    queryClient.setQueryData(['client', 'config'], { activitiesV2Enabled: false });
    queryClient.setQueryData(['auth', 'user'], { id: 7 });
    expect(await loaderOf('bookings/:filter')(args({ filter: 'upcoming' }))).toBeNull();
    await expect.poll(() => queryClient.getQueryState(['bookings', 'future', null])?.status).toBe('success');
    expect(String(network.mock.calls[0]?.[0])).toBe('/api/my-account/bookings?filter=future');
  });

  it('asks for nothing for a visitor, nor for the waitlist tab', async () => {
    expect(await loaderOf('bookings/:filter')(args({ filter: 'upcoming' }))).toBeNull();
    // biome-ignore lint/suspicious/noDocumentCookie: the session's readable companion, as sign-in leaves it
    document.cookie = 'xsrf=token; path=/';
    expect(await loaderOf('bookings/:filter')(args({ filter: 'waitlist' }))).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(network.mock.calls.map((call) => String(call[0]))).toEqual([]);
  });
});
