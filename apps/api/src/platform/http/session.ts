import { timingSafeEqual } from 'node:crypto';
import {
  backgroundPollHeader,
  basketCookie,
  basketCsrfCookie,
  csrfCookie,
  csrfHeader,
  sessionCookie,
  staffCsrfCookie,
} from '@leisure/contracts/session-cookies';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config';
import { HttpError, unauthenticated } from './errors';

/** The signed-in person, read with their session: what most calls ask of them, without a read of their own. */
export type SessionPerson = {
  id: number;
  reference: string;
  role: string;
  firstName: string;
  lastName: string;
  email: string | null;
  homeVenueSlug: string | null;
};
export type SessionContext = {
  tokenHash: string;
  userId: number;
  clientId: number;
  csrfToken: string;
  user: SessionPerson;
  /** sessions.kind: a customer's (the default), a staff member's (/foh/), or an embedded page's. */
  kind?: 'customer' | 'staff' | 'embedded';
  /** A staff session's second factor passed at; null until then (the staff guard refuses it). */
  secondFactorAt?: Date | null;
  /** The venue a staff session works at. */
  deskVenueId?: number | null;
};
export type ResolveOptions = {
  /** Whether the request is a sign of someone at the screen, so a staff session's idle time starts again. */
  extendsIdle?: boolean;
};
export type ResolveSession = (
  token: string,
  clientId: number,
  options?: ResolveOptions,
) => Promise<SessionContext | null>;

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionContext | null;
  }
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Where a staff session is a session (decision 052): the staff calls and signing out. On a customer's call
 * it is nobody (401, its cookie kept), so nothing a customer's call does is done by, or for, staff.
 */
export function staffSessionCounts(url: string): boolean {
  const path = url.split('?', 1)[0]!;
  return path.startsWith('/api/foh/') || path.startsWith('/api/staff/') || path === '/api/auth/logout';
}

/**
 * Whether a request starts a staff session's idle time again: a staff call someone made, not a background
 * poll (a desk left open polling its help calls must still sign itself out) and not a customer's call, where
 * a staff session is nobody.
 */
export function extendsIdle(request: { url: string; headers: Record<string, unknown> }): boolean {
  return request.headers[backgroundPollHeader] !== '1' && staffSessionCounts(request.url);
}

function bearerToken(header: string | undefined): string | null {
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

type CookieSettings = Pick<Config, 'secureCookies' | 'cookieDomain' | 'sessionTtlMs'>;

function cookieOptions(config: CookieSettings, httpOnly: boolean) {
  return {
    path: '/',
    httpOnly,
    sameSite: 'lax' as const,
    secure: config.secureCookies,
    ...(config.cookieDomain ? { domain: config.cookieDomain } : {}),
  };
}

/**
 * The secret cookie, and the readable companion holding the CSRF token (the app's "signed in" signal): a
 * staff session's companion has its own name, and the other kind's is cleared, as one browser has one session.
 */
export function setSessionCookies(
  reply: FastifyReply,
  config: CookieSettings,
  token: string,
  csrf: string,
  kind: 'customer' | 'staff' = 'customer',
) {
  const maxAge = Math.floor(config.sessionTtlMs / 1000);
  const [companion, other] = kind === 'staff' ? [staffCsrfCookie, csrfCookie] : [csrfCookie, staffCsrfCookie];
  reply.setCookie(sessionCookie, token, { ...cookieOptions(config, true), maxAge });
  reply.setCookie(companion, csrf, { ...cookieOptions(config, false), maxAge });
  reply.clearCookie(other, cookieOptions(config, false));
}

export function clearSessionCookies(reply: FastifyReply, config: CookieSettings) {
  reply.clearCookie(sessionCookie, cookieOptions(config, true));
  reply.clearCookie(csrfCookie, cookieOptions(config, false));
  reply.clearCookie(staffCsrfCookie, cookieOptions(config, false));
}

/** A visitor's basket key (HttpOnly) and its readable CSRF companion, like the session's pair. */
export function setBasketCookies(
  reply: FastifyReply,
  config: Pick<Config, 'secureCookies' | 'cookieDomain'>,
  key: string,
  csrf: string,
  maxAgeSeconds: number,
) {
  const settings = { ...config, sessionTtlMs: 0 };
  reply.setCookie(basketCookie, key, { ...cookieOptions(settings, true), maxAge: maxAgeSeconds });
  reply.setCookie(basketCsrfCookie, csrf, { ...cookieOptions(settings, false), maxAge: maxAgeSeconds });
}

export function clearBasketCookies(
  reply: FastifyReply,
  config: Pick<Config, 'secureCookies' | 'cookieDomain'>,
) {
  const settings = { ...config, sessionTtlMs: 0 };
  reply.clearCookie(basketCookie, cookieOptions(settings, true));
  reply.clearCookie(basketCsrfCookie, cookieOptions(settings, false));
}

/** Whether a request echoed an expected CSRF token in the header (constant-time). */
export function csrfEchoed(
  headers: Record<string, string | string[] | undefined>,
  expected: string,
): boolean {
  const header = headers[csrfHeader];
  return typeof header === 'string' && sameSecret(header, expected);
}

/**
 * Finds the session of a request from its bearer token or its cookie. A state-changing request that
 * rides on the cookie must echo the session's CSRF token in a header (double submit), or gets 419;
 * a bearer token is no ambient credential, so it needs none.
 */
export function registerSession(app: FastifyInstance, config: CookieSettings, resolve: ResolveSession): void {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/') || !request.clientId) return;
    const bearer = bearerToken(request.headers.authorization);
    const cookie = request.cookies[sessionCookie];
    const token = bearer ?? cookie;
    if (!token) return;
    const session = await resolve(token, request.clientId, { extendsIdle: extendsIdle(request) });
    if (!session) {
      if (!bearer) clearSessionCookies(reply, config);
      return;
    }
    if (session.kind === 'staff' && !staffSessionCounts(request.url)) return;
    if (!bearer && !safeMethods.has(request.method)) {
      const header = request.headers[csrfHeader];
      if (typeof header !== 'string' || !sameSecret(header, session.csrfToken)) {
        throw new HttpError(419, 'CSRF token mismatch.');
      }
    }
    request.session = session;
  });
}

/** The session token in the request's cookie, live or not: a sign-in ends that session (one browser, one session). */
export function cookieSessionToken(request: {
  cookies: Record<string, string | undefined>;
}): string | undefined {
  return request.cookies[sessionCookie] || undefined;
}

/** The signed-in session of a request, or a 401. */
export function requireSession(request: { session: SessionContext | null }): SessionContext {
  if (!request.session) throw unauthenticated();
  return request.session;
}
