// The JavaScript a first visit to each key route loads, as Chromium loads it: every script the page
// fetched (not a sum of chunks), as gzip -9 of the file (the budget's measure) and as the bytes the server
// actually sent (Brotli, precompressed). A fresh browser context per route, so nothing is cached.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { londonDay } from './bench-kit.mjs';

/** Issue 13: at most this much JavaScript (gzip) for a first visit to each route. */
export const routeBudgetKb = 100;

/**
 * The joining map's code, maplibre and its worker, which /join fetches only with the map flag on: the budget
 * is the page's JavaScript without it (the joining design's bench), and the map is reported beside it.
 */
const mapScript = /\/assets\/(venue-map|maplibre-gl-worker)-[\w-]+\.m?js$/;

async function signIn(context) {
  const res = await context.request.post('/api/auth/customer/login', {
    data: { username: 'alex.morgan@example.com', password: 'Everyday-Leisure-2026' },
  });
  if (!res.ok()) throw new Error(`the demo sign-in answered ${res.status()}`);
}

/** A Yoga Flow place tomorrow in the signed-in customer's basket, so the checkout has something to show. */
async function fillBasket(context, sessionId) {
  const xsrf = (await context.cookies()).find((c) => c.name === 'xsrf')?.value ?? '';
  await context.request.delete('/api/activities/cart', { headers: { 'x-xsrf-token': xsrf } });
  const res = await context.request.post('/api/activities/cart/add', {
    headers: { 'x-xsrf-token': xsrf },
    data: { items: [{ id: sessionId, type: 'purchasableOccurrence' }] },
  });
  if (!res.ok()) throw new Error(`adding to the basket answered ${res.status()}`);
}

/**
 * The ten key routes of issue 13, on the demo data: a session page is tomorrow's first Yoga Flow (released,
 * and held every day); the checkout is the demo customer's, with that session in the basket.
 */
export async function keyRoutes(baseURL) {
  const day = londonDay(1);
  const timetable = `/location/manchester-central/classes/${day}/by-time`;
  const times = await (
    await fetch(`${baseURL}/api/activities/venue/manchester-central/activity/yoga-flow/times?date=${day}`)
  ).json();
  const sessionId = times.data[0].id;
  const routes = [
    { name: '/', path: '/' },
    { name: 'a venue timetable', path: timetable },
    { name: 'a session page', path: `${timetable}/class/${sessionId}` },
    { name: '/basket', path: '/basket' },
    { name: '/basket/checkout', path: '/basket/checkout', signedIn: true, basket: true },
    { name: '/account/login', path: '/account/login' },
    { name: '/account (dashboard)', path: '/account/', signedIn: true },
    { name: '/account/bookings/upcoming', path: '/account/bookings/upcoming', signedIn: true },
    { name: '/account/memberships', path: '/account/memberships', signedIn: true },
    { name: '/account/packages', path: '/account/packages', signedIn: true },
    { name: '/account/guest-passes', path: '/account/guest-passes', signedIn: true },
    // A guest's pass page, as a guest opens it from their email (no sign-in). The demo's codes are kept only
    // as hashes, so a well-formed unknown one: its not-found view loads the same code as a pass would.
    { name: "a guest's pass page", path: '/guest-pass/AAAAAAAAAAAAAAAAAAAAAA' },
    { name: '/join', path: '/join/' },
    { name: "a centre's joining page", path: '/join/centre/manchester-central' },
    // A deep link, for a visitor: the create-account form opens at once.
    {
      name: 'a membership by its link',
      path: '/join/centre/manchester-central/membership/gym-and-swim/recurring',
    },
    { name: 'the kiosk home', path: '/kiosk/?kiosk=true&centre=manchester-central' },
    // The desk's door: staff open it at the start of every shift, often on an old till.
    { name: 'the staff sign-in (/foh/login)', path: '/foh/login' },
  ];
  return { routes, sessionId };
}

export async function routeJavaScript(baseURL, webDist) {
  const { routes, sessionId } = await keyRoutes(baseURL);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  const results = [];
  try {
    for (const route of routes) {
      const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
      if (route.signedIn) await signIn(context);
      if (route.basket) await fillBasket(context, sessionId);
      const page = await context.newPage();
      const scripts = new Map();
      page.on('requestfinished', async (request) => {
        if (request.resourceType() !== 'script') return;
        const sizes = await request.sizes().catch(() => null);
        scripts.set(new URL(request.url()).pathname, sizes?.responseBodySize ?? 0);
      });
      await page.goto(route.path, { waitUntil: 'networkidle' });
      const landed = new URL(page.url()).pathname;
      let gzip = 0;
      let sent = 0;
      let map = 0;
      const files = [];
      for (const [file, bytes] of scripts) {
        const zipped = gzipSync(readFileSync(path.join(webDist, file)), { level: 9 }).length;
        files.push({ file: path.basename(file), gzipKb: zipped / 1024 });
        if (mapScript.test(file)) {
          map += zipped;
          continue;
        }
        sent += bytes;
        gzip += zipped;
      }
      files.sort((a, b) => b.gzipKb - a.gzipKb);
      results.push({
        route: route.name,
        landed,
        scripts: scripts.size,
        gzipKb: gzip / 1024,
        mapKb: map / 1024,
        sentKb: sent / 1024,
        withinBudget: gzip / 1024 <= routeBudgetKb,
        files,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
