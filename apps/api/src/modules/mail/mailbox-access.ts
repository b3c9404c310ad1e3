import { sessionCookie } from '@leisure/contracts/session-cookies';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/client';
import type { ResolveSession } from '../../platform/http/session';
import { createUsersDirectory } from '../users/users-directory';

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

/**
 * Who may read the dev mailbox once DEV_MAILBOX has turned it on (decision 016): this machine, or a
 * signed-in staff member of the operator. The page lives outside /api, where the session hook does not
 * run, so its session is found here from the cookie.
 */
export function createMailboxAccess(db: Db, resolveSession: ResolveSession) {
  const users = createUsersDirectory(db);
  return async function mayRead(request: FastifyRequest, clientId: number): Promise<boolean> {
    if (isFromThisMachine(request)) return true;
    const cookie = request.cookies[sessionCookie];
    const session = request.session ?? (cookie ? await resolveSession(cookie, clientId) : null);
    if (!session || session.clientId !== clientId) return false;
    return users.isStaff(clientId, session.userId);
  };
}
