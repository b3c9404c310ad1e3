import type { StaffMe } from '@leisure/contracts/foh-auth';
import QRCode from 'qrcode';
import type { FieldCipher } from '../../platform/crypto/field-cipher';
import type { Db, Executor } from '../../platform/db/client';
import { forbidden, HttpError, unauthenticated, unprocessable } from '../../platform/http/errors';
import type { SessionContext } from '../../platform/http/session';
import type { RateLimiter, RateRule } from '../../platform/rate-limit/rate-limit';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { createStaffRepository } from './staff.repository';
import { recordStaffAction } from './staff-audit';
import { type StaffContext, staffRoleOf } from './staff-guard';
import { newTotpSecret, stepOfCode, totpOf } from './totp';

/**
 * Wrong codes for one staff member: a 6-digit code with a window of three steps is guessed once in
 * 333,333 tries, so ten a quarter of an hour leave a guesser nowhere (decision 052).
 */
export const secondFactorFailures: RateRule = {
  name: 'staff-second-factor',
  limit: 10,
  windowMs: 15 * 60_000,
};

/** A secret the demo's seed wrote before any key existed (public demo data): re-encrypted at first use. */
export const demoSecretPrefix = 'demo-public:';

const wrongCode = 'That code is not right. Enter the code your authenticator app shows now.';
const usedCode = 'That code has been used already. Wait for the next code.';
const wrongRecoveryCode = 'That recovery code is not right, or has been used.';

export type StaffSessionsPort = {
  /** The password step (auth's staff sign-in): a 'staff' session waiting for its second factor. */
  login(
    clientId: number,
    username: string,
    password: string,
    ip: string,
    replacing?: string,
  ): Promise<{ token: string; csrfToken: string; user: { id: number } }>;
  passSecondFactor(
    executor: Executor,
    tokenHash: string,
    values: { at: Date; expiresAt: Date; deskVenueId: number | null },
  ): Promise<boolean>;
  setDeskVenue(executor: Executor, tokenHash: string, venueId: number): Promise<void>;
  delete(tokenHash: string): Promise<void>;
};

type Deps = {
  db: Db;
  sessions: StaffSessionsPort;
  cipher: FieldCipher;
  limiter: RateLimiter;
  operatorName(clientId: number): Promise<string>;
  times: { idleMs: number; lifeMs: number };
  now: () => Date;
};

type Pending = { clientId: number; userId: number; tokenHash: string };

/** Staff sign-in's second factor, and a signed-in staff member's view of themselves (decision 052). */
export function createStaffSignIn({ db, sessions, cipher, limiter, operatorName, times, now }: Deps) {
  const staff = createStaffRepository(db);

  /** A staff session that has passed its password and nothing more. */
  function pending(session: SessionContext | null): Pending {
    if (!session) throw unauthenticated();
    if (session.kind !== 'staff') throw forbidden();
    if (session.secondFactorAt)
      throw new HttpError(409, 'This session has passed its second factor already.');
    return { clientId: session.clientId, userId: session.userId, tokenHash: session.tokenHash };
  }

  async function secretOf(userId: number, stored: string): Promise<string> {
    if (!stored.startsWith(demoSecretPrefix)) return cipher.decrypt(stored);
    const secret = stored.slice(demoSecretPrefix.length);
    // Kept encrypted from now on, like every other secret.
    await staff.replaceSecret(userId, cipher.encrypt(secret));
    return secret;
  }

  async function failure(p: Pending, reason: string, message: Record<string, string[]>): Promise<never> {
    await limiter.hit(secondFactorFailures, `${p.clientId}:user:${p.userId}`);
    await recordStaffAction(db, {
      clientId: p.clientId,
      staffUserId: p.userId,
      action: 'second-factor-failed',
      detail: { reason },
    });
    throw unprocessable(message, Object.values(message)[0]![0]);
  }

  async function venuesOf(clientId: number, userId: number, role: string | null, repository = staff) {
    return staffRoleOf(role) === 'operator_admin'
      ? repository.operatorVenues(clientId)
      : repository.venuesOf(clientId, userId);
  }

  /** The session passes: its longer life starts, at its only venue when there is one, and it is audited. */
  async function pass(
    tx: Executor,
    p: Pending,
    method: string,
    detail: Record<string, unknown> = {},
  ): Promise<number | null> {
    const repository = createStaffRepository(tx);
    const member = await repository.findMember(p.clientId, p.userId);
    if (!member) throw forbidden();
    const venues = await venuesOf(p.clientId, p.userId, member.staffRole, repository);
    const at = now();
    const deskVenueId = venues.length === 1 ? venues[0]!.id : null;
    const passed = await sessions.passSecondFactor(tx, p.tokenHash, {
      at,
      expiresAt: new Date(at.getTime() + times.lifeMs),
      deskVenueId,
    });
    if (!passed) throw unauthenticated();
    await recordStaffAction(tx, {
      clientId: p.clientId,
      staffUserId: p.userId,
      action: 'sign-in',
      detail: { method, ...detail },
    });
    return deskVenueId;
  }

  async function me(clientId: number, userId: number, deskVenueId: number | null): Promise<StaffMe> {
    const member = await staff.findMember(clientId, userId);
    if (!member) throw forbidden();
    return {
      id: member.id,
      firstName: member.firstName,
      lastName: member.lastName,
      staffRole: staffRoleOf(member.staffRole),
      venues: await venuesOf(clientId, userId, member.staffRole),
      deskVenueId,
      idleTimeoutSeconds: Math.round(times.idleMs / 1000),
    };
  }

  return {
    /** The password: a session that can do nothing but its second factor, and which step comes next. */
    async login(clientId: number, username: string, password: string, ip: string, replacing?: string) {
      const issued = await sessions.login(clientId, username, password, ip, replacing);
      const factor = await staff.findFactor(issued.user.id);
      return {
        token: issued.token,
        csrfToken: issued.csrfToken,
        secondFactor: factor?.confirmedAt ? ('verify' as const) : ('enrol' as const),
      };
    },

    /** A new secret for an authenticator, as a link, a QR code and text; again replaces the last one. */
    async enrol(session: SessionContext | null) {
      const p = pending(session);
      const factor = await staff.findFactor(p.userId);
      if (factor?.confirmedAt)
        throw new HttpError(409, 'An authenticator is set up already: enter its code.');
      const member = await staff.findMember(p.clientId, p.userId);
      if (!member) throw forbidden();
      const secret = newTotpSecret();
      if (!(await staff.putUnconfirmedFactor(p.clientId, p.userId, cipher.encrypt(secret))))
        throw new HttpError(409, 'An authenticator is set up already: enter its code.');
      const label = `${member.firstName} ${member.lastName}`;
      const otpauthUrl = totpOf(secret, label, await operatorName(p.clientId)).toString();
      const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return { otpauthUrl, qrSvg, secret };
    },

    /** The first code proves the authenticator holds the secret: ten recovery codes, shown this once. */
    async confirmEnrolment(session: SessionContext | null, code: string): Promise<string[]> {
      const p = pending(session);
      await limiter.assertUnder(secondFactorFailures, `${p.clientId}:user:${p.userId}`);
      const factor = await staff.findFactor(p.userId);
      if (!factor) throw new HttpError(409, 'Start setting up an authenticator first.');
      if (factor.confirmedAt) throw new HttpError(409, 'An authenticator is set up already: enter its code.');
      const step = stepOfCode(await secretOf(p.userId, factor.secretCiphertext), code, now());
      if (step === null) return failure(p, 'wrong-code', { code: [wrongCode] });
      const codes = newRecoveryCodes();
      const confirmed = await db.transaction(async (tx) => {
        const repository = createStaffRepository(tx);
        if (!(await repository.spendStep(p.userId, step, now()))) return false;
        await repository.replaceRecoveryCodes(p.userId, codes.map(hashRecoveryCode));
        await pass(tx, p, 'enrolment');
        return true;
      });
      if (!confirmed) return failure(p, 'used-code', { code: [usedCode] });
      return codes;
    },

    /** A code from the authenticator, or a recovery code: each step and each recovery code once. */
    async verify(
      session: SessionContext | null,
      input: { code: string } | { recoveryCode: string },
    ): Promise<StaffMe> {
      const p = pending(session);
      await limiter.assertUnder(secondFactorFailures, `${p.clientId}:user:${p.userId}`);
      const factor = await staff.findFactor(p.userId);
      if (!factor?.confirmedAt) throw new HttpError(409, 'Set up an authenticator first.');
      // undefined: the code or recovery code was spent already (or never was one).
      let desk: number | null | undefined;
      if ('code' in input) {
        const step = stepOfCode(await secretOf(p.userId, factor.secretCiphertext), input.code, now());
        if (step === null) return failure(p, 'wrong-code', { code: [wrongCode] });
        desk = await db.transaction(async (tx) =>
          (await createStaffRepository(tx).spendStep(p.userId, step, null)) ? pass(tx, p, 'totp') : undefined,
        );
        if (desk === undefined) return failure(p, 'used-code', { code: [usedCode] });
      } else {
        const codeHash = hashRecoveryCode(input.recoveryCode);
        desk = await db.transaction(async (tx) => {
          const repository = createStaffRepository(tx);
          if (!(await repository.spendRecoveryCode(p.userId, codeHash, now()))) return undefined;
          return pass(tx, p, 'recovery-code', {
            recoveryCodesLeft: await repository.recoveryCodesLeft(p.userId),
          });
        });
        if (desk === undefined)
          return failure(p, 'wrong-recovery-code', { recovery_code: [wrongRecoveryCode] });
      }
      return me(p.clientId, p.userId, desk);
    },

    me: (ctx: StaffContext) => me(ctx.clientId, ctx.userId, ctx.deskVenueId),

    /** The venue the desk works at; the guard has checked it is one of theirs. Audited when it changes. */
    async setDeskVenue(ctx: StaffContext, venueId: number): Promise<StaffMe> {
      if (ctx.deskVenueId !== venueId)
        await db.transaction(async (tx) => {
          await sessions.setDeskVenue(tx, ctx.sessionId, venueId);
          await recordStaffAction(tx, {
            clientId: ctx.clientId,
            staffUserId: ctx.userId,
            venueId,
            action: 'desk-venue-changed',
            detail: { from_venue_id: ctx.deskVenueId },
          });
        });
      return me(ctx.clientId, ctx.userId, venueId);
    },

    /** Ends the session, whatever its kind; a staff member's sign-out is audited. */
    async logout(session: SessionContext | null): Promise<void> {
      if (!session) return;
      await sessions.delete(session.tokenHash);
      if (session.kind === 'staff' && session.user.role === 'staff')
        await recordStaffAction(db, {
          clientId: session.clientId,
          staffUserId: session.userId,
          venueId: session.deskVenueId ?? null,
          action: 'sign-out',
        });
    },
  };
}
export type StaffSignIn = ReturnType<typeof createStaffSignIn>;
