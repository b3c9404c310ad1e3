import type { SessionUser } from '@leisure/contracts/auth';
import { HttpError } from '../../platform/http/errors';
import type { SessionContext } from '../../platform/http/session';
import { decoyPasswordHash, verifyPassword } from '../../platform/password';
import type { RateLimiter } from '../../platform/rate-limit/rate-limit';
import type { UserRow, UsersDirectory } from '../users/users-directory';
import { authLimits } from './auth-limits';
import { hashToken, issueSessionTokens } from './session-issuer';
import type { SessionsRepository } from './sessions.repository';

export { hashToken } from './session-issuer';

export const wrongCredentialsMessage = 'These credentials do not match our records.';

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
  users: Pick<UsersDirectory, 'findBySignInName'>;
  sessionTtlMs: number;
  limiter: RateLimiter;
  now?: () => Date;
};

export type IssuedSession = { token: string; csrfToken: string; user: SessionUser };

export function createAuthService({ sessions, users, sessionTtlMs, limiter, now = () => new Date() }: Deps) {
  async function issue(clientId: number, user: UserRow, replacing?: string): Promise<IssuedSession> {
    const tokens = await issueSessionTokens(sessions, {
      clientId,
      userId: user.id,
      ttlMs: sessionTtlMs,
      now: now(),
      replacing,
    });
    return { ...tokens, user: toSessionUser(user) };
  }

  /**
   * Failures are counted per account (by user id, so that the email and the customer ID share one count;
   * by the name typed when no account matches, so unknown names cost the same), per address and name, and
   * per address. A success resets nothing: a guesser who also knows one password gains no fresh guesses.
   */
  function signInSubjects(clientId: number, username: string, ip: string, accounts: UserRow[]) {
    const name = username.trim().toLowerCase();
    const accountSubjects =
      accounts.length > 0 ? accounts.map((u) => `${clientId}:user:${u.id}`) : [`${clientId}:name:${name}`];
    return [
      ...accountSubjects.map((subject) => ({ rule: authLimits.signInFailuresPerAccount, subject })),
      { rule: authLimits.signInFailuresPerAddressAndName, subject: `${clientId}:${ip}:${name}` },
      { rule: authLimits.signInFailuresPerAddress, subject: `${clientId}:${ip}` },
    ];
  }

  async function failed(subjects: ReturnType<typeof signInSubjects>): Promise<never> {
    for (const { rule, subject } of subjects) await limiter.hit(rule, subject);
    throw new HttpError(401, wrongCredentialsMessage);
  }

  async function resolveSession(token: string, clientId: number): Promise<SessionContext | null> {
    const found = await sessions.findLive(hashToken(token), now());
    if (!found || found.session.clientId !== clientId || found.user.clientId !== clientId) return null;
    const { session, user } = found;
    return {
      tokenHash: session.tokenHash,
      userId: session.userId,
      clientId: session.clientId,
      csrfToken: session.csrfToken,
      user,
      kind: session.kind as SessionContext['kind'],
      secondFactorAt: session.secondFactorAt,
      deskVenueId: session.deskVenueId,
    };
  }

  return {
    /**
     * A new session on every sign-in: a token planted before sign-in is never promoted (fixation), and
     * the session of the cookie the browser still holds (`replacing`) ends once the password is right.
     */
    async login(
      clientId: number,
      username: string,
      password: string,
      ip = 'unknown',
      replacing?: string,
    ): Promise<IssuedSession> {
      const candidates = await users.findBySignInName(clientId, username.trim());
      const withPassword = candidates.filter((u) => u.passwordHash);
      const subjects = signInSubjects(clientId, username, ip, withPassword);
      // Checked before the password: a locked account refuses the right password too, or guessing goes on.
      for (const { rule, subject } of subjects) await limiter.assertUnder(rule, subject);
      if (withPassword.length === 0) {
        await verifyPassword(await decoyPasswordHash(), password);
        return failed(subjects);
      }
      for (const user of withPassword) {
        if (await verifyPassword(user.passwordHash!, password)) return issue(clientId, user, replacing);
      }
      return failed(subjects);
    },

    /** Counts a wrong current password (a password change) as a failed sign-in of that account. */
    async assertUnderAccountLimit(clientId: number, userId: number): Promise<void> {
      await limiter.assertUnder(authLimits.signInFailuresPerAccount, `${clientId}:user:${userId}`);
    },
    async countAccountFailure(clientId: number, userId: number): Promise<void> {
      await limiter.hit(authLimits.signInFailuresPerAccount, `${clientId}:user:${userId}`);
    },

    resolveSession,

    /** A token handed over in the address becomes the browser's session; the one it held before ends. */
    async adoptSession(token: string, clientId: number, replacing?: string): Promise<SessionContext | null> {
      const session = await resolveSession(token, clientId);
      if (session && replacing && replacing !== token) await sessions.delete(hashToken(replacing));
      return session;
    },

    logout: (session: SessionContext) => sessions.delete(session.tokenHash),
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
