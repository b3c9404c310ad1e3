import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';

/**
 * Feed pages and the dataset are public and cached, so a made-up Host header must not name the URLs in
 * them: a shared cache would hand that host's links to every consumer after it.
 */
describe('the origin of open-data URLs', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://book.everyday.example' });
  const read = async (url: string, host: string) => {
    const response = await t.inject({ method: 'GET', url, headers: { host } });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  it('uses PUBLIC_URL, never a Host the operator has not registered', async () => {
    const dataset = await read('/openactive/dataset', 'evil.example');
    expect(dataset).toContain('https://book.everyday.example/openactive/feeds/scheduled-sessions');
    expect(dataset).not.toContain('evil.example');
    const page = JSON.parse(await read('/openactive/feeds/session-series', 'evil.example'));
    expect(page.next).toMatch(/^https:\/\/book\.everyday\.example\/openactive\/feeds\/session-series\?/);
    expect(JSON.stringify(page.items)).not.toContain('evil.example');
  });

  it('uses a host the operator registered, as the request named it', async () => {
    await t.sql(`update clients set hosts = array['leisure.example']`);
    const page = JSON.parse(await read('/openactive/feeds/session-series', 'leisure.example'));
    expect(page.next).toMatch(/^http:\/\/leisure\.example\/openactive\/feeds\/session-series\?/);
    expect(page.items[0].data['@id']).toMatch(/^http:\/\/leisure\.example\/openactive\/session-series\//);
  });
});
