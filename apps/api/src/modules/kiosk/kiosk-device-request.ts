import { kioskDeviceCookie, kioskDeviceCookieDays } from '@leisure/contracts/foh-kiosk-rules';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../../platform/config';
import type { RequestKiosk } from './kiosks';

declare module 'fastify' {
  interface FastifyRequest {
    /** The enrolled kiosk this browser is, from its device cookie; null elsewhere. */
    kiosk: RequestKiosk | null;
  }
}

type CookieSettings = Pick<Config, 'secureCookies' | 'cookieDomain'>;

// Strict: the cookie never rides on a request another site starts, so it is no ambient credential there.
const options = (config: CookieSettings) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: config.secureCookies,
  ...(config.cookieDomain ? { domain: config.cookieDomain } : {}),
});

export function setKioskDeviceCookie(reply: FastifyReply, config: CookieSettings, token: string): void {
  reply.setCookie(kioskDeviceCookie, token, { ...options(config), maxAge: kioskDeviceCookieDays * 86_400 });
}

/**
 * A page of the web app (not the API, the desk, the gateway's frames, the open data or a file): kiosk mode
 * is kept on it. The open data sets no cookie and is cached publicly, so it never redirects or clears one.
 */
function isKioskablePage(url: string, method: string): boolean {
  if (method !== 'GET') return false;
  const path = url.split('?')[0]!;
  return (
    !/^\/(api|foh|gateway|assets|media|fonts|openactive)(\/|$)/.test(path) && !/\.[a-z0-9]+$/i.test(path)
  );
}

/**
 * The address an enrolled device's page must have: kiosk mode and its own centre. Null when it has them.
 * The app reads both from the address at start and keeps them for the visit, so an address edited by hand
 * is loaded again here and put back (decision 054).
 */
export function kioskAddress(url: string, centre: string): string | null {
  const parsed = new URL(url, 'http://kiosk.invalid');
  const params = parsed.searchParams;
  if (params.get('kiosk') === 'true' && params.get('centre') === centre && !params.has('embedded'))
    return null;
  params.delete('embedded');
  params.set('kiosk', 'true');
  params.set('centre', centre);
  return `${parsed.pathname}?${params.toString()}${parsed.hash}`;
}

/**
 * Reads the device cookie of every API request and page load that has one; a revoked or unknown one is
 * cleared, so a revoked kiosk leaves kiosk mode at its next request. A page loaded on an enrolled device
 * without kiosk mode and its centre in the address is sent to the same page with them.
 */
export function registerKioskDevice(
  app: FastifyInstance,
  config: CookieSettings,
  identify: (clientId: number, token: string) => Promise<RequestKiosk | null>,
  /** Pages are served before any operator is resolved: the page's host names it. */
  operatorOf: (hostname: string) => Promise<number | null>,
): void {
  app.decorateRequest('kiosk', null);
  // Nothing a kiosk is answered is kept by its browser for the next person to find (Back, the cache).
  app.addHook('onSend', async (request, reply) => {
    if (request.kiosk) reply.header('cache-control', 'no-store');
  });
  app.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[kioskDeviceCookie];
    if (!token) return;
    const api = request.url.startsWith('/api/');
    const page = !api && isKioskablePage(request.url, request.method);
    const clientId = api ? request.clientId : page ? await operatorOf(request.hostname) : null;
    if (!clientId) return;
    request.kiosk = token.length <= 100 ? await identify(clientId, token) : null;
    if (!request.kiosk) {
      reply.clearCookie(kioskDeviceCookie, options(config));
      return;
    }
    if (!page) return;
    const to = kioskAddress(request.url, request.kiosk.thisKiosk.venue.slug);
    if (to) return reply.header('cache-control', 'no-store').redirect(to, 302);
  });
}

/** The source an order is recorded with: 'kiosk' only on an enrolled device, never on a client's say-so. */
export function orderSourceOf(request: { kiosk: RequestKiosk | null }, claimed: string): string {
  if (request.kiosk) return 'kiosk';
  return claimed === 'kiosk' || claimed === 'foh' || claimed === 'front-of-house'
    ? 'activity-booking'
    : claimed;
}
