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
 * Reads the device cookie of every API request that has one; a revoked or unknown one is cleared, so a
 * revoked kiosk leaves kiosk mode at its next request.
 */
export function registerKioskDevice(
  app: FastifyInstance,
  config: CookieSettings,
  identify: (clientId: number, token: string) => Promise<RequestKiosk | null>,
): void {
  app.decorateRequest('kiosk', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/') || !request.clientId) return;
    const token = request.cookies[kioskDeviceCookie];
    if (!token) return;
    request.kiosk = token.length <= 100 ? await identify(request.clientId, token) : null;
    if (!request.kiosk) reply.clearCookie(kioskDeviceCookie, options(config));
  });
}

/** The source an order is recorded with: 'kiosk' only on an enrolled device, never on a client's say-so. */
export function orderSourceOf(request: { kiosk: RequestKiosk | null }, claimed: string): string {
  if (request.kiosk) return 'kiosk';
  return claimed === 'kiosk' || claimed === 'foh' || claimed === 'front-of-house'
    ? 'activity-booking'
    : claimed;
}
