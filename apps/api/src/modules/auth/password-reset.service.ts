import type { Db } from '../../platform/db/client';
import { forbidden, unprocessable } from '../../platform/http/errors';
import { hashPassword } from '../../platform/password';
import type { RateLimiter } from '../../platform/rate-limit/rate-limit';
import type { ClientsService } from '../clients/clients.service';
import type { MailService } from '../mail/mail.service';
import { activationEmail, passwordResetEmail } from '../mail/mail-templates';
import { createUsersDirectory, type UserRow } from '../users/users-directory';
import { authLimits } from './auth-limits';
import { assertNewPassword } from './password-policy';
import { createPasswordTokensRepository, type PasswordTokenPurpose } from './password-tokens.repository';
import { hashToken, type IssuedTokens, issueSessionTokens, newSecret } from './session-issuer';
import { createSessionsRepository } from './sessions.repository';

export const emailSentMessage =
  'If an account matches, we have sent an email with a link to reset your password.';
export const multipleAccountsMessage =
  'Multiple accounts use this email address. Please enter your customer ID instead.';
export const invalidTokenMessage = 'This password reset link is invalid or has expired.';
export const validTokenMessage = 'Valid token.';
export const passwordUpdatedMessage = 'Your password has been successfully updated';

const lifetimeMs: Record<PasswordTokenPurpose, number> = { reset: 60 * 60_000, activate: 24 * 60 * 60_000 };
const pagePath: Record<PasswordTokenPurpose, string> = { reset: 'password-reset', activate: 'activate' };

type Deps = {
  db: Db;
  limiter: RateLimiter;
  mail: MailService;
  clients: ClientsService;
  /** ACCOUNT_URL: a path on this origin or a full URL. */
  accountUrl: string;
  /** PUBLIC_URL: every link starts with it when it is set. */
  publicUrl: string | undefined;
  /**
   * Without PUBLIC_URL, where links go when the request's host is not one the operator has registered
   * (this server on localhost): a Host header is the client's to choose, so it never picks a link alone.
   */
  localOrigin: string;
  sessionTtlMs: number;
  now?: () => Date;
};

export type EmailRequest = { emailOrReference: string; ip: string; origin: string };

export function createPasswordResetService(deps: Deps) {
  const { db, limiter, mail, clients, now = () => new Date() } = deps;
  const tokens = createPasswordTokensRepository(db);

  function linkTo(purpose: PasswordTokenPurpose, token: string, origin: string): string {
    const account = /^https?:\/\//.test(deps.accountUrl)
      ? deps.accountUrl
      : `${origin.replace(/\/$/, '')}${deps.accountUrl}`;
    return `${account.replace(/\/$/, '')}/${pagePath[purpose]}/${token}`;
  }

  /**
   * One reset or activation email. The same 200 whether an account matches or not, and about the same
   * time: the known path only adds two inserts, and the relay is not waited for.
   */
  async function sendLink(
    clientId: number,
    { emailOrReference, ip, origin }: EmailRequest,
    want: PasswordTokenPurpose,
  ) {
    const name = emailOrReference.trim();
    await limiter.consume(authLimits.passwordEmailsPerAddress, `${clientId}:${ip}`);
    await limiter.consume(authLimits.passwordEmailsPerName, `${clientId}:${name.toLowerCase()}`);
    // Family members without a login of their own have no address to send to.
    const accounts = (await createUsersDirectory(db).findBySignInName(clientId, name)).filter(
      (u) => u.email && u.parentUserId === null,
    );
    const preferred = accounts.filter((u) => (want === 'reset' ? u.passwordHash : !u.passwordHash));
    const pool = preferred.length > 0 ? preferred : accounts;
    if (pool.length > 1)
      throw unprocessable({ email_or_reference: [multipleAccountsMessage] }, multipleAccountsMessage);
    const user = pool[0];
    if (!user) return;
    // A customer with no password yet cannot reset one: they are sent the activation link, and the reverse.
    const purpose: PasswordTokenPurpose = user.passwordHash ? 'reset' : 'activate';
    const token = newSecret();
    const operatorName = (await clients.getClient(clientId)).name;
    // A link to the host the request named only if that host is the operator's: else anyone could send a
    // customer a genuine reset email whose link hands the token to a host of their own.
    const requested = URL.canParse(origin) ? new URL(origin).host : '';
    const own = requested !== '' && (await clients.ownsHost(clientId, requested));
    const link = linkTo(purpose, token, deps.publicUrl ?? (own ? origin : deps.localOrigin));
    const content = { operatorName, firstName: user.firstName, link };
    const email = purpose === 'reset' ? passwordResetEmail(content) : activationEmail(content);
    const queued = await db.transaction(async (tx) => {
      await createPasswordTokensRepository(tx).insert({
        tokenHash: hashToken(token),
        clientId,
        userId: user.id,
        purpose,
        expiresAt: new Date(now().getTime() + lifetimeMs[purpose]),
      });
      return mail.queue(tx, { clientId, to: user.email!, ...email });
    });
    void queued.deliver();
  }

  async function liveToken(clientId: number, token: string) {
    const row = await tokens.find(clientId, hashToken(token));
    if (!row || row.usedAt || row.expiresAt <= now()) throw forbidden(invalidTokenMessage);
    return row;
  }

  return {
    forgottenPassword: (clientId: number, request: EmailRequest) => sendLink(clientId, request, 'reset'),
    activate: (clientId: number, request: EmailRequest) => sendLink(clientId, request, 'activate'),

    async validate(clientId: number, token: string, ip: string): Promise<void> {
      await limiter.consume(authLimits.resetAttemptsPerAddress, `${clientId}:${ip}`);
      await liveToken(clientId, token);
    },

    /**
     * Sets the password and ends every session of the account, in one transaction; an activation link
     * also signs a customer in (they have just chosen their first password); a staff member it does not.
     */
    async reset(
      clientId: number,
      input: { token: string; password: string; passwordConfirmation: string },
      ip: string,
      replacing?: string,
    ): Promise<{ session: IssuedTokens | null }> {
      await limiter.consume(authLimits.resetAttemptsPerAddress, `${clientId}:${ip}`);
      const row = await liveToken(clientId, input.token);
      assertNewPassword(input.password, input.passwordConfirmation);
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        const at = now();
        if (!(await createPasswordTokensRepository(tx).use(clientId, row, at)))
          throw forbidden(invalidTokenMessage);
        const users = createUsersDirectory(tx);
        const user: UserRow | null = await users.findById(clientId, row.userId);
        if (!user) throw forbidden(invalidTokenMessage);
        await users.setPassword(clientId, user.id, passwordHash, at);
        const sessions = createSessionsRepository(tx);
        await sessions.deleteForUser(clientId, user.id);
        // Staff sign in at the desk's sign-in with their second factor (decision 052), never by a link.
        if (row.purpose !== 'activate' || user.role === 'staff') return { session: null };
        const session = await issueSessionTokens(sessions, {
          clientId,
          userId: user.id,
          ttlMs: deps.sessionTtlMs,
          now: at,
          replacing,
        });
        return { session };
      });
    },
  };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
