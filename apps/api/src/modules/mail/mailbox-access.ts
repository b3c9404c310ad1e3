import { sessionCookie } from '@leisure/contracts/session-cookies';
import type { FastifyRequest } from 'fastify';
import type { ResolveSession } from '../../platform/http/session';

/** 127.0.0.0/8 or ::1, also written as IPv4-mapped IPv6 (what a server listening on :: sees). */
export function isLoopback(address: string): boolean {
  const v4 = /^::ffff:/i.test(address) ? address.slice(7) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * A request from this machine: its client address is loopback, and nothing says a proxy passed it on from
 * elsewhere. A reverse proxy on this machine that TRUST_PROXY does not name makes every visitor's address
 * loopback; the header it adds still gives the visitor away.
 */
export function isFromThisMachine(request: Pick<FastifyRequest, 'ip' | 'headers'>): boolean {
  const header = request.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  return isLoopback(request.ip) && forwarded.every(isLoopback) && request.headers.forwarded === undefined;
}

function bearerToken(header: string | undefined): string | undefined {
  return header ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
}

/**
 * Who may read the dev mailbox once DEV_MAILBOX has turned it on (decision 016): this machine, or a staff
 * member of the operator in a staff session past its second factor (decision 052). The session hook counts
 * a staff session only on staff calls, and the page lives outside /api, so the session is found here from
 * the bearer token or the cookie.
 */
export function createMailboxAccess(resolveSession: ResolveSession) {
  return async function mayRead(request: FastifyRequest, clientId: number): Promise<boolean> {
    if (isFromThisMachine(request)) return true;
    const token = bearerToken(request.headers.authorization) ?? request.cookies[sessionCookie];
    // Reading the mailbox is no staff call: it does not keep a desk's session awake.
    const session = token ? await resolveSession(token, clientId, { extendsIdle: false }) : null;
    return (
      session !== null &&
      session.clientId === clientId &&
      session.kind === 'staff' &&
      Boolean(session.secondFactorAt) &&
      session.user.role === 'staff'
    );
  };
}
