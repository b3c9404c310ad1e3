// `npm run lighthouse`: Lighthouse (mobile, as Lighthouse emulates a phone) over the key routes of the
// built app on a fresh embedded database, signed out and, for the account, signed in. Prints each
// category's score per route and what cost points; fails when accessibility or best practices is under
// 100 on any route (issue 12). LIGHTHOUSE_RUNS=3 takes the median of three runs (performance varies);
// LIGHTHOUSE_ROUTES=/,/join/ narrows the routes. Needs `npm run build` first.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { londonDay } from './bench-kit.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3300);
const base = `http://127.0.0.1:${port}`;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const mustBeFull = ['accessibility', 'best-practices'];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const tomorrow = londonDay(1);

const routes = [
  { path: '/' },
  { path: `/location/manchester-central/classes/${tomorrow}/by-time` },
  { path: '/account/login' },
  { path: '/account/register' },
  { path: '/basket' },
  { path: '/join/' },
  { path: '/terms' },
  { path: '/kiosk/?kiosk=true&centre=manchester-central' },
  { path: '/account/', signedIn: true },
  { path: '/account/bookings/upcoming', signedIn: true },
  { path: '/account/user-details', signedIn: true },
].filter(
  (route) => !process.env.LIGHTHOUSE_ROUTES || process.env.LIGHTHOUSE_ROUTES.split(',').includes(route.path),
);

async function startServer() {
  const server = path.join(root, 'apps/api/dist/server.js');
  if (!existsSync(server)) throw new Error('No build: run `npm run build` first.');
  const dataDir = path.join(root, '.tmp/lighthouse-data');
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, [server], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ready = await fetch(`${base}/api/ready`, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return child;
    await sleep(200);
  }
  child.kill('SIGKILL');
  throw new Error('the server was not ready in 120 s');
}

/** The demo customer's session cookies, signed in as the login form does, for the browser to hold. */
async function signedInCookies() {
  const res = await fetch(`${base}/api/auth/customer/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'alex.morgan@example.com', password: 'Everyday-Leisure-2026' }),
  });
  if (!res.ok) throw new Error(`the demo sign-in answered ${res.status}`);
  return res.headers.getSetCookie().map((cookie) => {
    const [pair = ''] = cookie.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: base };
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** What cost points in a category: the audits under a full score, by title. */
function shortfalls(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
    .map((ref) => lhr.audits[ref.id].title);
}

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
});
const results = [];
let failed = false;
/** One Lighthouse run of a route, on our page: signed in, with the session's cookies and a cold cache. */
async function measure(page, route, cookies) {
  if (route.signedIn) {
    await page.setCookie(...cookies);
    // A cold cache as for the signed-out routes; only the cookies are kept.
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
  }
  const answer = await lighthouse(
    `${base}${route.path}`,
    {
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      // Signed out, Lighthouse clears the origin's storage first; signed in, the cookies stay.
      disableStorageReset: Boolean(route.signedIn),
    },
    undefined,
    page,
  );
  return answer.lhr;
}

// Lighthouse drives a page of ours, so a signed-in route can be measured with the session's cookies in the
// browser (the app reads its readable cookie as well as sending them).
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
const page = await browser.newPage();
try {
  const cookies = await signedInCookies();
  for (const route of routes) {
    const scores = Object.fromEntries(categories.map((c) => [c, []]));
    let last = null;
    for (let run = 0; run < runs; run++) {
      // Now and then Lighthouse cannot measure a load at all (a runtime error, every score 0): that run
      // is taken again, once, rather than counted as a page scoring 0.
      for (let attempt = 1; attempt <= 2; attempt++) {
        last = await measure(page, route, cookies);
        if (!last.runtimeError) break;
        console.log(`  ${route.path}: Lighthouse could not measure it (${last.runtimeError.message})`);
      }
      for (const c of categories) scores[c].push(Math.round((last.categories[c].score ?? 0) * 100));
    }
    const row = { route: `${route.path}${route.signedIn ? ' (signed in)' : ''}` };
    for (const c of categories) row[c] = median(scores[c]);
    row.lcpMs = Math.round(last.audits['largest-contentful-paint'].numericValue);
    // A signed-in route that ended on the login page measured the wrong page.
    const landed = new URL(last.finalDisplayedUrl);
    if (`${landed.pathname}${landed.search}` !== route.path) row.route += ` → ${landed.pathname}`;
    results.push(row);
    const short = mustBeFull.filter((c) => row[c] < 100);
    console.log(
      `${row.route}: ${categories.map((c) => `${c} ${row[c]}`).join(', ')}, LCP ${row.lcpMs} ms` +
        [...new Set([...short, ...['seo'].filter((c) => row[c] < 100)])]
          .map((c) => `\n  ${c}: ${shortfalls(last, c).join('; ')}`)
          .join(''),
    );
    if (short.length) failed = true;
  }
} finally {
  await browser.disconnect();
  await chrome.kill();
  server.kill('SIGTERM');
}
mkdirSync(path.join(root, '.tmp'), { recursive: true });
writeFileSync(path.join(root, '.tmp/lighthouse.json'), JSON.stringify(results, null, 2));
console.log(
  failed
    ? '\nAccessibility or best practices under 100 on a route.'
    : '\nEvery route: accessibility and best practices 100.',
);
process.exit(failed ? 1 : 0);
