import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { HttpError } from '@/lib/http';
import { getTheme } from './get-theme';

vi.mock('@/lib/browser', () => ({ reloadPage: vi.fn(), scrollToTop: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

it('asks for the venue theme and camel-cases it', async () => {
  fetchMock.mockResolvedValue(json(200, { data: { theme_app_primary_colour: '#112233' } }));
  await expect(getTheme('leeds')).resolves.toEqual({ themeAppPrimaryColour: '#112233' });
  expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/frontend/theme?venue=leeds');
});

it('retries without the venue when the venue theme fails', async () => {
  fetchMock
    .mockResolvedValueOnce(json(404, { message: 'Not found.' }))
    .mockResolvedValueOnce(json(200, { data: { theme_app_logo: '/logo.svg' } }));
  await expect(getTheme('nowhere')).resolves.toEqual({ themeAppLogo: '/logo.svg' });
  expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
    '/api/frontend/theme?venue=nowhere',
    '/api/frontend/theme',
  ]);
});

it('reports a 503 (maintenance) as its status', async () => {
  fetchMock.mockResolvedValue(json(503, { message: 'Down for maintenance.' }));
  const error = await getTheme(null).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(HttpError);
  expect((error as HttpError).status).toBe(503);
});
