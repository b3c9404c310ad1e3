import { createHash, randomBytes } from 'node:crypto';
import type { SessionsRepository } from './sessions.repository';

export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Only the hash is stored, so a leaked table signs nobody in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export type IssuedTokens = { token: string; csrfToken: string };

export type NewSession = {
  clientId: number;
  userId: number;
  ttlMs: number;
  now: Date;
  /** The token of the session whose cookie the browser still holds, if any. */
  replacing?: string;
  /** A staff member's at /foh/ (decision 052), or an embedded page's (decision 054); a customer's unless told. */
  kind?: 'customer' | 'staff' | 'embedded';
};

/**
 * A new session (in whatever transaction the repository runs in): its token and CSRF token. One browser,
 * one session: the session of the cookie the browser still holds ends as the new one begins, so signing
 * in as B never leaves A signed in on the server.
 */
export async function issueSessionTokens(
  sessions: SessionsRepository,
  { clientId, userId, ttlMs, now, replacing, kind = 'customer' }: NewSession,
): Promise<IssuedTokens> {
  if (replacing) await sessions.delete(hashToken(replacing));
  const token = newSecret();
  const csrfToken = newSecret();
  await sessions.insert({
    tokenHash: hashToken(token),
    clientId,
    userId,
    csrfToken,
    expiresAt: new Date(now.getTime() + ttlMs),
    kind,
    lastSeenAt: now,
  });
  return { token, csrfToken };
}
