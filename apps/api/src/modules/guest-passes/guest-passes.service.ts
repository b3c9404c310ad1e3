import { guestPassMessages } from '@leisure/contracts/guest-pass-rules';
import type {
  GuestPass,
  GuestPassAllowance,
  GuestPassesPage,
  SendGuestPassRequest,
} from '@leisure/contracts/guest-passes';
import type { Db, Executor, Tx } from '../../platform/db/client';
import { HttpError, notFound, unprocessable } from '../../platform/http/errors';
import type { SessionContext } from '../../platform/http/session';
import type { RateLimiter, RateRule } from '../../platform/rate-limit/rate-limit';
import type { MailService, Queued } from '../mail/mail.service';
import type { GuestPassBenefits } from '../memberships/guest-pass-benefits';
import type { PackageGuestPasses } from '../packages/package-guest-passes';
import {
  type Allowance,
  allowancesFrom,
  pageOf,
  passStatus,
  passValidTo,
  validAt,
} from './guest-pass-allowances';
import { hashPassCode, newPassCode } from './guest-pass-codes';
import { guestPassEmail, guestPassUrl, type PassSite } from './guest-pass-email';
import type { PassRow } from './guest-passes.repository';
import { createGuestPassesRepository, DuplicateSendError } from './guest-passes.repository';

/** Passes a signed-in customer may send an hour (each one emails someone who did not ask for it). */
export const guestPassSendRule: RateRule = { name: 'guest-pass-send', limit: 20, windowMs: 3_600_000 };

export type GuestPassesDeps = {
  db: Db;
  /** The operator's switch and pass length. */
  operatorOf: (
    clientId: number,
  ) => Promise<{ onlineGuestPassesEnabled: boolean; guestPassValidDays: number }>;
  /** linked-users' assertActsFor: the customer themself or a family member linked to them, else 403. */
  actsFor: (clientId: number, actingUserId: number, userId: number) => Promise<void>;
  firstNameOf: (clientId: number, userId: number) => Promise<string>;
  benefits: Pick<GuestPassBenefits, 'standing' | 'spend'>;
  packages: Pick<PackageGuestPasses, 'held'>;
  mail: Pick<MailService, 'queue'>;
  limiter: Pick<RateLimiter, 'assertUnder' | 'hit'>;
  /** The site links in the email point at (PUBLIC_URL, or this server's). */
  site: Pick<PassSite, 'publicUrl' | 'localOrigin'> & {
    ownsHost: (clientId: number, host: string) => Promise<boolean>;
  };
  now: () => Date;
};

const toPass = (row: PassRow, now: Date): GuestPass => ({
  id: row.id,
  guestName: row.guestName,
  guestEmail: row.guestEmail,
  status: passStatus(row, now),
  validFrom: row.validFrom.toISOString(),
  validTo: row.validTo.toISOString(),
  redeemedAt: row.redeemedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  venue: { id: row.venueId, name: row.venueName },
});

export type SendResult = { pass: GuestPass; created: boolean };

/** Guest passes (spec part 1 §7 v1/users/{id}/guestPasses; docs/decisions/051-guest-passes.md). */
export function createGuestPassesService(deps: GuestPassesDeps) {
  /** The switch first (off: 404 for every call), then whose passes these are (403). */
  async function admit(session: SessionContext, userId: number) {
    const operator = await deps.operatorOf(session.clientId);
    if (!operator.onlineGuestPassesEnabled) throw notFound(guestPassMessages.disabled);
    await deps.actsFor(session.clientId, session.userId, userId);
    return operator;
  }

  /** Every allowance of the user with a use left at `at`; `lock` holds their sources to the commit. */
  async function allowancesOf(executor: Executor, clientId: number, userId: number, at: Date, lock = false) {
    const benefits = await deps.benefits.standing(executor, { clientId, userId, now: at }, lock);
    const packages = await deps.packages.held(executor, { clientId, userId, at }, lock);
    const sent = await createGuestPassesRepository(executor).sentFrom(packages.map((p) => p.purchaseId));
    return allowancesFrom(benefits, packages, sent);
  }

  async function spend(tx: Tx, clientId: number, allowance: Allowance, at: Date) {
    const source = allowance.source;
    if (source.kind === 'package') return { packagePurchaseId: source.purchaseId };
    const useId = await deps.benefits.spend(tx, { clientId, ...source, now: at });
    return { benefitUseId: useId };
  }

  return {
    async list(
      session: SessionContext,
      userId: number,
      page: number,
      perPage: number,
    ): Promise<GuestPassesPage> {
      await admit(session, userId);
      const repo = createGuestPassesRepository(deps.db);
      const total = await repo.countOf(session.clientId, userId);
      const { offset, ...pagination } = pageOf(total, page, perPage);
      const rows = offset < total ? await repo.page(session.clientId, userId, perPage, offset) : [];
      const now = deps.now();
      return { data: rows.map((r) => toPass(r, now)), pagination };
    },

    async allowances(session: SessionContext, userId: number): Promise<GuestPassAllowance[]> {
      await admit(session, userId);
      const at = deps.now();
      const [allowances, venues] = await Promise.all([
        allowancesOf(deps.db, session.clientId, userId, at),
        createGuestPassesRepository(deps.db).venuesOf(session.clientId),
      ]);
      return allowances.map(({ source: _, venueIds, expiresAt, ...a }) => ({
        ...a,
        expiresAt: expiresAt.toISOString(),
        allVenues: venueIds === null,
        venues: venues
          .filter((v) => venueIds === null || venueIds.includes(v.id))
          .map((v) => ({ id: v.id, name: v.name })),
      }));
    },

    async get(session: SessionContext, userId: number, passId: number): Promise<GuestPass> {
      await admit(session, userId);
      const row = await createGuestPassesRepository(deps.db).find(session.clientId, userId, passId);
      if (!row) throw notFound(guestPassMessages.notFound);
      return toPass(row, deps.now());
    },

    /**
     * Sends a pass from the soonest-ending allowance valid at the venue, in one transaction that locks the
     * allowances' sources (the memberships, the package purchases) before counting what is left, so sends
     * at once never spend one use twice. A retried Idempotency-Key answers the pass the first send made.
     */
    async send(
      session: SessionContext,
      userId: number,
      input: SendGuestPassRequest,
      key: string | undefined,
      requestOrigin: string,
    ): Promise<SendResult> {
      const operator = await admit(session, userId);
      const { clientId } = session;
      const repo = createGuestPassesRepository(deps.db);
      const replay = async () => {
        const first = key ? await repo.findByKey(clientId, userId, key) : null;
        return first ? { pass: toPass(first, deps.now()), created: false } : null;
      };
      const earlier = await replay();
      if (earlier) return earlier;
      const venue = (await repo.venuesOf(clientId)).find((v) => v.id === input.venueId);
      if (!venue) throw unprocessable({ venue_id: ['The selected venue is invalid.'] });
      await deps.limiter.assertUnder(guestPassSendRule, String(session.userId));

      const code = newPassCode();
      const site: PassSite = {
        publicUrl: deps.site.publicUrl,
        localOrigin: deps.site.localOrigin,
        requestOrigin,
        ownsHost: (host) => deps.site.ownsHost(clientId, host),
      };
      const [passUrl, memberFirstName] = await Promise.all([
        guestPassUrl(code, site),
        deps.firstNameOf(clientId, session.userId),
      ]);
      let outcome: { id: number; queued: Queued } | 'replayed';
      try {
        outcome = await deps.db.transaction(async (tx) => {
          const at = deps.now();
          const allowance = (await allowancesOf(tx, clientId, userId, at, true)).find((a) =>
            validAt(a, venue.id),
          );
          // A send that waited on the lock behind its own twin finds the twin's pass.
          if (key && (await createGuestPassesRepository(tx).findByKey(clientId, userId, key)))
            return 'replayed' as const;
          if (!allowance) throw new HttpError(422, guestPassMessages.noAllowanceAtVenue);
          const validTo = passValidTo(at, allowance.expiresAt, operator.guestPassValidDays);
          const id = await createGuestPassesRepository(tx).insert({
            clientId,
            userId,
            sentByUserId: session.userId,
            venueId: venue.id,
            guestName: input.guestName,
            guestEmail: input.guestEmail,
            codeHash: hashPassCode(code),
            ...(await spend(tx, clientId, allowance, at)),
            validFrom: at,
            validTo,
            idempotencyKey: key ?? null,
            createdAt: at,
          });
          const email = await guestPassEmail({
            clientId,
            to: input.guestEmail,
            guestName: input.guestName,
            memberFirstName,
            venueName: venue.name,
            venueAddress: [venue.address1, venue.city, venue.postcode].join(', '),
            validFrom: at,
            validTo,
            timeZone: venue.timeZone,
            code,
            passUrl,
          });
          return { id, queued: await deps.mail.queue(tx, email) };
        });
      } catch (err) {
        if (!(err instanceof DuplicateSendError)) throw err;
        outcome = 'replayed';
      }
      if (outcome === 'replayed') {
        const first = await replay();
        if (!first) throw new HttpError(409, 'The same send is already under way.');
        return first;
      }
      await deps.limiter.hit(guestPassSendRule, String(session.userId));
      void outcome.queued.deliver();
      const row = await repo.find(clientId, userId, outcome.id);
      return { pass: toPass(row!, deps.now()), created: true };
    },
  };
}
export type GuestPassesService = ReturnType<typeof createGuestPassesService>;
