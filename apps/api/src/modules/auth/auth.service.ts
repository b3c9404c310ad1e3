import { createHash, randomBytes } from 'node:crypto';
import type { SessionUser } from '@leisure/contracts/auth';
import { HttpError, unauthenticated } from '../../platform/http/errors';
import type { SessionContext } from '../../platform/http/session';
import { decoyPasswordHash, verifyPassword } from '../../platform/password';
import type { UserRow, UsersRepository } from '../users/users.repository';
import type { SessionsRepository } from './sessions.repository';

export const wrongCredentialsMessage = 'These credentials do not match our records.';

function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Only the hash is stored, so a leaked table signs nobody in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function toSessionUser(row: UserRow): SessionUser {
  return {
    id: row.id,
    reference: row.reference,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email ?? '',
    homeVenueSlug: row.homeVenueSlug,
  };
}

type Deps = {
  sessions: SessionsRepository;
  users: UsersRepository;
  sessionTtlMs: number;
  now?: () => Date;
};

export type IssuedSession = { token: string; csrfToken: string; user: SessionUser };

export function createAuthService({ sessions, users, sessionTtlMs, now = () => new Date() }: Deps) {
  async function issue(clientId: number, user: UserRow): Promise<IssuedSession> {
    const token = newSecret();
    const csrfToken = newSecret();
    await sessions.insert({
      tokenHash: hashToken(token),
      clientId,
      userId: user.id,
      csrfToken,
      expiresAt: new Date(now().getTime() + sessionTtlMs),
    });
    return { token, csrfToken, user: toSessionUser(user) };
  }

  return {
    /** A new session on every sign-in: a token planted before sign-in is never promoted (fixation). */
    async login(clientId: number, username: string, password: string): Promise<IssuedSession> {
      const candidates = await users.findBySignInName(clientId, username.trim());
      const withPassword = candidates.filter((u) => u.passwordHash);
      if (withPassword.length === 0) {
        await verifyPassword(await decoyPasswordHash(), password);
        throw new HttpError(401, wrongCredentialsMessage);
      }
      for (const user of withPassword) {
        if (await verifyPassword(user.passwordHash!, password)) return issue(clientId, user);
      }
      throw new HttpError(401, wrongCredentialsMessage);
    },

    async resolveSession(token: string, clientId: number): Promise<SessionContext | null> {
      const row = await sessions.findLive(hashToken(token), now());
      if (!row || row.clientId !== clientId) return null;
      return {
        tokenHash: row.tokenHash,
        userId: row.userId,
        clientId: row.clientId,
        csrfToken: row.csrfToken,
      };
    },

    async currentUser(session: SessionContext): Promise<SessionUser> {
      const user = await users.findById(session.clientId, session.userId);
      if (!user) throw unauthenticated();
      return toSessionUser(user);
    },

    logout: (session: SessionContext) => sessions.delete(session.tokenHash),
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
