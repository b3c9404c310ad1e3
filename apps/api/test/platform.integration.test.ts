import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './test-app';

describe('health, readiness and the error envelope', () => {
  const t = useTestApp({}, (app) => {
    app.get('/api/test-failure', async () => {
      throw new Error('connection string postgres://secret@db');
    });
  });

  it('answers health and readiness', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
    expect((await t.inject({ method: 'GET', url: '/api/ready' })).json()).toEqual({ status: 'ready' });
  });

  it('answers an unknown API path with a JSON 404 in the envelope', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Unable to complete request, item not found.' });
  });

  it('answers malformed JSON with a 400 and a message, not a 500', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/customer/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('never leaks what went wrong inside a 500', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/test-failure' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something has gone wrong, please try again.' });
    expect(res.body).not.toContain('secret');
  });

  it('tags every answer with a request id, keeping a sane one the caller sent', async () => {
    const own = await t.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(own.headers['x-request-id']).toBe('abc-123');
    const made = await t.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id\n' },
    });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reports not ready when the database is gone', async () => {
    await t.database.close();
    const res = await t.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable' });
  });
});

describe('the OpenAPI document', () => {
  const t = useTestApp();

  it('describes the wire as it is: snake_case keys inside the data wrapper', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    const theme = doc.paths['/api/frontend/theme'].get;
    const body = theme.responses['200'].content['application/json'].schema;
    expect(Object.keys(body.properties)).toEqual(['data']);
    expect(body.properties.data.properties).toHaveProperty('theme_app_primary_colour');
    expect(JSON.stringify(doc)).not.toContain('themeAppPrimaryColour');
    const venues = doc.paths['/api/venues'].get;
    expect(venues.parameters.map((p: { name: string }) => p.name)).toEqual(['lat', 'lng', 'radius', 'q']);
    expect(doc.paths).toHaveProperty(['/api/auth/customer/login']);
  });

  it('serves a readable docs page', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});

describe('security headers', () => {
  const local = useTestApp();
  const hosted = useTestApp({
    PUBLIC_URL: 'https://book.everyday-leisure.example',
    FRAME_ANCESTORS: "'self' https://partner.example",
  });

  it('sends a strict CSP with the configured frame-ancestors, and no HSTS over plain http', async () => {
    const res = await local.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends HSTS and secure cookies when the public address is https, and lets a partner embed the app', async () => {
    const res = await hosted.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(String(res.headers['content-security-policy'])).toContain(
      "frame-ancestors 'self' https://partner.example",
    );
    const login = await hosted.inject({
      method: 'POST',
      url: '/api/auth/customer/login',
      payload: { username: 'C100001', password: 'Everyday-Leisure-2026' },
    });
    expect(login.cookies.every((c) => c.secure)).toBe(true);
  });

  it('keeps every API answer out of caches (no-store) unless the route chose its own caching', async () => {
    const login = await local.inject({
      method: 'POST',
      url: '/api/auth/customer/login',
      payload: { username: 'C100001', password: 'Everyday-Leisure-2026' },
    });
    expect(login.headers['cache-control']).toBe('no-store');
    const { token } = login.json();
    const asBearer = { authorization: `Bearer ${token}` };
    const asCookie = { cookie: `sid=${token}` };
    for (const [url, headers] of [
      ['/api/auth/user', asBearer],
      ['/api/auth/user', asCookie],
      ['/api/my-account/bookings', asBearer],
      ['/api/my-account/user/penalties', asCookie],
      ['/api/activities/cart', asBearer],
      ['/api/venues', asCookie],
      ['/api/auth/user', {}],
    ] as const) {
      const res = await local.inject({ method: 'GET', url, headers });
      expect(res.headers['cache-control'], `${url} ${Object.keys(headers)}`).toBe('no-store');
    }
    // The theme and footer are the same for everyone and cached on purpose, signed in or not.
    for (const url of ['/api/frontend/theme', '/api/activities/footer']) {
      const res = await local.inject({ method: 'GET', url, headers: asCookie });
      expect(res.headers['cache-control'], url).toBe('public, max-age=60');
    }
  });
});

describe('serving the built web app', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  // As the build leaves it (apps/web/first-paint.ts): the default font preloaded between markers, and the
  // theme fonts' files listed beside the page.
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>app</title><!-- font-preloads --><link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/roboto-latin-400-normal-r4.woff2"><!-- /font-preloads --></head><body><div id="root"></div></body></html>',
  );
  const fontFile = (name: string, weight: string) => `/assets/${name}-latin-${weight}-normal-h.woff2`;
  const fontNames = { Roboto: 'roboto', 'Open Sans': 'open-sans', Lato: 'lato', 'garage gothic': 'oswald' };
  writeFileSync(
    path.join(dist, 'theme-fonts.json'),
    JSON.stringify(
      Object.fromEntries(
        Object.entries(fontNames).map(([font, name]) => [
          font,
          { 400: fontFile(name, '400'), 700: fontFile(name, '700') },
        ]),
      ),
    ),
  );
  writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
  // As the build leaves them (apps/web/precompress.ts): a Brotli and a gzip copy beside each text file.
  const script = 'console.log("precompressed");'.repeat(50);
  writeFileSync(path.join(dist, 'assets', 'big-def456.js'), script);
  writeFileSync(path.join(dist, 'assets', 'big-def456.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dist, 'assets', 'big-def456.js.gz'), gzipSync(script));
  const page = readFileSync(path.join(dist, 'index.html'));
  writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync(page));
  const t = useTestApp({ WEB_DIST: dist });

  it('answers every page path with index.html, never cached', async () => {
    for (const url of ['/', '/account/bookings/upcoming', '/kiosk/?kiosk=true', '/join/centre/leeds']) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets for a year, and a missing old chunk as a 404 so the app can reload', async () => {
    const asset = await t.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.inject({ method: 'GET', url: '/assets/main-old999.js' })).statusCode).toBe(404);
  });

  it('sends the precompressed copy the browser accepts, saying it varies by Accept-Encoding', async () => {
    const asked = (encoding?: string) =>
      t.inject({
        method: 'GET',
        url: '/assets/big-def456.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const br = await asked('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await asked('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await asked();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers.vary).toContain('accept-encoding');

    // A page path gets index.html compressed too, and still never cached.
    const index = await t.inject({ method: 'GET', url: '/account/', headers: { 'accept-encoding': 'br' } });
    expect(index.headers['content-encoding']).toBe('br');
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(index.rawPayload).toString()).toContain('<div id="root">');
  });

  /** The JSON block the page carries, read back as the app reads it. */
  const bootAnswersOf = (html: string) => {
    const block = /<script type="application\/json" id="boot-answers">(.*?)<\/script>/s.exec(html);
    return block ? (JSON.parse(block[1]!) as Record<string, unknown>) : null;
  };

  it("answers the shell's first calls inside the page, as the API itself answers them", async () => {
    const page = await t.inject({
      method: 'GET',
      url: '/location/manchester-central/classes/2026-12-01/by-time',
    });
    const answers = bootAnswersOf(page.body);
    expect(Object.keys(answers ?? {})).toEqual([
      '/api/client',
      '/api/client/config',
      '/api/frontend/theme?venue=manchester-central',
    ]);
    for (const [call, body] of Object.entries(answers!)) {
      expect(body, call).toEqual((await t.inject({ method: 'GET', url: call })).json());
    }
    // A kiosk's centre is its theme's venue; a page of no venue gets the operator's theme.
    const kiosk = bootAnswersOf(
      (await t.inject({ method: 'GET', url: '/kiosk/?kiosk=true&centre=leeds-middleton' })).body,
    );
    expect(Object.keys(kiosk!)).toContain('/api/frontend/theme?venue=leeds-middleton');
    const home = bootAnswersOf((await t.inject({ method: 'GET', url: '/account/login' })).body);
    expect(Object.keys(home!)).toContain('/api/frontend/theme');
    // A venue the visitor chose earlier (the app copies it to a cookie) is the theme's venue off venue pages.
    const chosen = await t.inject({
      method: 'GET',
      url: '/account/login',
      cookies: { selected_venue: 'leeds-middleton' },
    });
    expect(Object.keys(bootAnswersOf(chosen.body)!)).toContain('/api/frontend/theme?venue=leeds-middleton');
  });

  it("keeps an operator's words inside the block, whatever they hold", async () => {
    const name = 'Pools </script><script>alert(1)</script> & <!-- Gyms';
    await t.sql(`update clients set name = '${name}'`);
    try {
      const page = await t.inject({ method: 'GET', url: '/' });
      expect(page.body).not.toContain('<script>alert(1)');
      expect(page.body.match(/<\/script>/g)).toHaveLength(1);
      const client = bootAnswersOf(page.body)?.['/api/client'] as { data: { name: string } };
      expect(client.data.name).toBe(name);
    } finally {
      await t.sql(`update clients set name = 'Everyday Leisure'`);
    }
  });

  it("preloads the fonts of the page's theme, not the default's", async () => {
    const preloadsOf = (html: string) =>
      [...html.matchAll(/rel="preload" as="font"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    for (const url of ['/location/manchester-central/classes/2026-12-01/by-time', '/account/login']) {
      const page = await t.inject({ method: 'GET', url });
      const theme = Object.entries(bootAnswersOf(page.body)!).find(([call]) =>
        call.startsWith('/api/frontend/theme'),
      )!;
      const data = (theme[1] as { data: Record<string, string | undefined> }).data;
      const body = fontNames[(data.theme_app_body_font_style ?? 'Roboto') as keyof typeof fontNames];
      const heading = fontNames[(data.theme_app_heading_font_style ?? 'Roboto') as keyof typeof fontNames];
      const expected = new Set([fontFile(body, '400'), fontFile(body, '700'), fontFile(heading, '700')]);
      expect(preloadsOf(page.body), url).toEqual([...expected]);
    }
    // Manchester's theme is in Open Sans and Oswald (the demo): nothing of Roboto is fetched first.
    const manchester = await t.inject({ method: 'GET', url: '/location/manchester-central' });
    expect(preloadsOf(manchester.body).some((file) => file?.includes('roboto'))).toBe(false);
  });

  it('leaves out a call that did not answer 200, for the app to make and show', async () => {
    // Two operators: a host neither owns is no operator's, and its calls answer 404.
    await t.sql(
      "insert into clients (name, hosts, currency) values ('Harbour Pools', '{harbour.example}', 'EUR')",
    );
    try {
      const page = await t.inject({ method: 'GET', url: '/', headers: { host: 'nobody.example' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root">');
      expect(bootAnswersOf(page.body)).toBeNull();
      const harbour = await t.inject({ method: 'GET', url: '/', headers: { host: 'harbour.example' } });
      expect(bootAnswersOf(harbour.body)).toMatchObject({
        '/api/client': { data: { name: 'Harbour Pools' } },
      });
    } finally {
      await t.sql("delete from clients where name = 'Harbour Pools'");
    }
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Unable to complete request, item not found.');
  });

  it('serves the logos that ship with the product', async () => {
    const res = await t.inject({ method: 'GET', url: '/media/logos/everyday-leisure.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
  });
});
