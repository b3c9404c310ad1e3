import type { SessionUser } from '@leisure/contracts/auth';
import { customerAtStaffSignIn, staffAtCustomerSignIn } from '@leisure/contracts/foh-auth-rules';
import { forbidden, HttpError, unprocessable } from '../../platform/http/errors';
import type { ResolveOptions, SessionContext } from '../../platform/http/session';
import { decoyPasswordHash, verifyPassword } from '../../platform/password';
import type { RateLimiter } from '../../platform/rate-limit/rate-limit';
import type { UserRow, UsersDirectory } from '../users/users-directory';
import { authLimits } from './auth-limits';
import { hashToken, issueSessionTokens } from './session-issuer';
import type { SessionsRepository } from './sessions.repository';
import { staffSessionTimes } from './staff-session-times';

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
  /** The clock a staff session's idle time is read on (the app's, which tests move). */
  idleNow?: () => Date;
};

export type IssuedSession = { token: string; csrfToken: string; user: SessionUser };

type Audience = 'customer' | 'staff';

export function createAuthService({
  sessions,
  users,
  sessionTtlMs,
  limiter,
  now = () => new Date(),
  idleNow = now,
}: Deps) {
  async function issue(
    clientId: number,
    user: UserRow,
    replacing: string | undefined,
    audience: Audience,
  ): Promise<IssuedSession> {
    const tokens = await issueSessionTokens(sessions, {
      clientId,
      userId: user.id,
      // A staff session lives minutes until its second factor (decision 052).
      ttlMs: audience === 'staff' ? staffSessionTimes.pendingMs : sessionTtlMs,
      now: now(),
      replacing,
      kind: audience,
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

  /**
   * A new session on every sign-in: a token planted before sign-in is never promoted (fixation), and
   * the session of the cookie the browser still holds (`replacing`) ends once the password is right.
   */
  async function signIn(
    audience: Audience,
    clientId: number,
    username: string,
    password: string,
    ip: string,
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
      if (!(await verifyPassword(user.passwordHash!, password))) continue;
      // Only once the password is right: the answer says nothing of an account to someone without it.
      if (audience === 'staff' && user.role !== 'staff') throw forbidden(customerAtStaffSignIn);
      // Staff have their own sign-in with its second factor (decision 052): no customer session for them.
      if (audience === 'customer' && user.role === 'staff')
        throw unprocessable({ username: [staffAtCustomerSignIn] }, staffAtCustomerSignIn);
      return issue(clientId, user, replacing, audience);
    }
    return failed(subjects);
  }

  async function resolveSession(
    token: string,
    clientId: number,
    { extendsIdle = true }: ResolveOptions = {},
  ): Promise<SessionContext | null> {
    const found = await sessions.findLive(hashToken(token), now());
    if (!found || found.session.clientId !== clientId || found.user.clientId !== clientId) return null;
    const { session, user } = found;
    // A staff member's only session is a staff session (decision 052): one of a customer's kind, left
    // from before staff had their own sign-in, ends here rather than acting as staff or as a customer.
    if (session.kind !== 'staff' && user.role === 'staff') {
      await sessions.delete(session.tokenHash);
      return null;
    }
    if (session.kind === 'staff') {
      // A desk left alone signs itself out (decision 052); each staff call someone made starts its idle
      // time again, a background poll does not.
      const at = idleNow();
      const seen = (session.lastSeenAt ?? session.createdAt).getTime();
      if (at.getTime() - seen >= staffSessionTimes.idleMs) {
        await sessions.delete(session.tokenHash);
        return null;
      }
      if (extendsIdle && at.getTime() - seen >= staffSessionTimes.touchEveryMs)
        await sessions.touch(session.tokenHash, at);
    }
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
    /** The customer sign-in. */
    login: (clientId: number, username: string, password: string, ip = 'unknown', replacing?: string) =>
      signIn('customer', clientId, username, password, ip, replacing),

    /**
     * The staff sign-in's first step (/foh/login, decision 052): the same names, password check and limits
     * as a customer's, for staff accounts only; the session it starts can do nothing but its second factor.
     */
    staffLogin: (clientId: number, username: string, password: string, ip = 'unknown', replacing?: string) =>
      signIn('staff', clientId, username, password, ip, replacing),

    /** Counts a wrong current password (a password change) as a failed sign-in of that account. */
    async assertUnderAccountLimit(clientId: number, userId: number): Promise<void> {
      await limiter.assertUnder(authLimits.signInFailuresPerAccount, `${clientId}:user:${userId}`);
    },
    async countAccountFailure(clientId: number, userId: number): Promise<void> {
      await limiter.hit(authLimits.signInFailuresPerAccount, `${clientId}:user:${userId}`);
    },

    resolveSession,

    logout: (session: SessionContext) => sessions.delete(session.tokenHash),
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
