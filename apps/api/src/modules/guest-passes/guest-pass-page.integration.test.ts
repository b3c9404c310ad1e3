import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { newPassCode } from './guest-pass-codes';

/**
 * The pass page `/guest-pass/{code}` is the web app's (served as any page is), and neither it nor its
 * calls hand the code on to another site in a Referer.
 */
describe('the guest pass page', () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>app</title></head></html>',
  );
  const t = useTestApp({ WEB_DIST: webDist });
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));

  it('is the web app, never cached, and sends no referrer', async () => {
    const res = await t.inject({ method: 'GET', url: `/guest-pass/${newPassCode()}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<title>app</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('and its calls send no referrer either', async () => {
    for (const url of [`/api/guest-passes/${newPassCode()}`, `/api/guest-passes/${newPassCode()}/qr.svg`]) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});
