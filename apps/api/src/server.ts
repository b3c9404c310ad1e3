import { buildApp } from './app';
import { longestWindowMs } from './modules/auth/auth-limits';
import { createPasswordTokensRepository } from './modules/auth/password-tokens.repository';
import { createSessionsRepository } from './modules/auth/sessions.repository';
import {
  endFinishedMemberships,
  releaseAbandonedJoins,
  startDueMemberships,
} from './modules/memberships/join-sweeps';
import { createClock } from './platform/clock';
import { ConfigError, loadConfig } from './platform/config';
import { openConfiguredDatabase } from './platform/db/open-configured';
import { createRateLimiter } from './platform/rate-limit/rate-limit';
import { startSweeps } from './platform/sweeps';
import { seedDemoIfEmpty } from './seed/demo';
import { demoSnapshot } from './seed/demo-snapshot';
import { createServices } from './services';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const database = await openConfiguredDatabase(
    config,
    config.seedDemo ? { after: seedDemoIfEmpty, template: () => demoSnapshot() } : {},
  );
  // One clock for the app's billing and the sweeps', so both agree on what day it is.
  const clock = createClock();
  const app = await buildApp({ config, database, clock });
  const {
    paymentRecovery,
    fees,
    waitlists,
    credits,
    mandates,
    basket,
    membershipCancellation,
    membershipFreezes,
    eligibilityProof,
    membershipBilling,
    openData,
  } = createServices(database.db, config, undefined, app.log.child({ module: 'payments' }), clock);
  const stopSweeps = startSweeps(
    database,
    [
      {
        name: 'expired-sessions',
        lockKey: 7_301_301,
        everyMs: 15 * 60_000,
        run: (tx) => createSessionsRepository(tx).deleteExpired(new Date()),
      },
      {
        name: 'ended-rate-limit-windows',
        lockKey: 7_301_302,
        everyMs: 15 * 60_000,
        run: (tx) => createRateLimiter(tx).sweep(new Date(Date.now() - longestWindowMs)),
      },
      {
        // Kept a day past expiry, so a late click still finds its row and answers 'expired', not a mystery.
        name: 'expired-password-tokens',
        lockKey: 7_301_303,
        everyMs: 60 * 60_000,
        run: (tx) => createPasswordTokensRepository(tx).deleteExpired(new Date(Date.now() - 24 * 3_600_000)),
      },
      {
        // Every payment with a step owed (a capture after a crash, a release, an abandoned authorisation),
        // drained in one pass in leased batches: many instances may run it at once.
        name: 'unsettled-payments',
        everyMs: Math.min(30_000, Math.max(1_000, config.paymentRecoveryAfterMs / 2)),
        drain: async () => {
          const done = await paymentRecovery.drain();
          return Object.values(done).reduce((sum, n) => sum + n, 0);
        },
      },
      {
        // Idempotent: penalties_booking_type_key lets each booking be charged one no-show fee.
        name: 'no-show-fees',
        lockKey: 7_301_313,
        everyMs: 5 * 60_000,
        run: (tx) => fees.chargeNoShows(tx, new Date()),
      },
      {
        // What lapsed credit still held becomes an 'expired' entry, so balances are sums (decision 031).
        // A spend expires its customer's lapsed credit itself; this keeps the balances shown up to date.
        name: 'lapsed-credit',
        lockKey: 7_301_331,
        everyMs: 60_000,
        run: (tx) => credits.expireLapsed(tx, new Date()),
      },
      {
        // Lapsed offers pass to the next in the queue; each session is decided under its row lock.
        name: 'waitlist-offers',
        lockKey: 7_301_321,
        everyMs: 30_000,
        run: (tx) => waitlists.sweep(tx, new Date()),
      },
      {
        // Instructions that paid orders asked for, sent to the provider with the mandate's id as the key.
        name: 'direct-debit-mandates',
        everyMs: 10_000,
        drain: () => mandates.submitDue(),
      },
      {
        name: 'memberships-starting',
        lockKey: 7_301_341,
        everyMs: 5 * 60_000,
        run: (tx) => startDueMemberships(tx, new Date()),
      },
      {
        // A changed membership ends the day before its change starts; a single payment at its term's end.
        name: 'memberships-ending',
        lockKey: 7_301_343,
        everyMs: 5 * 60_000,
        run: (tx) => endFinishedMemberships(tx, new Date()),
      },
      {
        // Instructions of memberships their members cancelled, once every membership on them has ended.
        name: 'membership-cancellations',
        lockKey: 7_301_381,
        everyMs: 15 * 60_000,
        run: (tx) => membershipCancellation.endMandates(tx),
      },
      {
        // Each running monthly membership's next period written once (its unique key), credit spent first.
        name: 'membership-collections-schedule',
        lockKey: 7_301_371,
        everyMs: 15 * 60_000,
        run: (tx) => membershipBilling.schedule(tx),
      },
      {
        // Collections sent to the provider near their day (our key per presentation), failed ones retried
        // once, and submitted ones settled from the provider's word; each row moved on by its status.
        name: 'membership-collections',
        everyMs: 60_000,
        drain: () => membershipBilling.drain(),
      },
      {
        // Proof of eligibility: an email at each step, once per step per document; suspended after the allowance.
        name: 'eligibility-proof',
        lockKey: 7_301_361,
        everyMs: 15 * 60_000,
        run: (tx) => eligibilityProof.sweep(tx, new Date()),
      },
      {
        // Freeze requests needing no proof approved after a working day; freezes started and ended on their days.
        name: 'membership-freezes',
        lockKey: 7_301_351,
        everyMs: 5 * 60_000,
        run: (tx) => membershipFreezes.sweep(tx, new Date()),
      },
      {
        // A join left unpaid for a day gives back its promotion's use and its instruction.
        name: 'abandoned-joins',
        lockKey: 7_301_342,
        everyMs: 15 * 60_000,
        run: (tx) => releaseAbandonedJoins(tx, new Date(), { mandates, dropLines: basket.dropLines }),
      },
      {
        // Ended sessions and courses leave the OpenActive feeds as deleted items; old deleted items go.
        name: 'open-data-items',
        lockKey: 7_301_391,
        everyMs: 5 * 60_000,
        run: (tx) => openData.sweep(tx, new Date()),
      },
    ],
    app.log,
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A request or sweep that never ends must not keep a stopped server alive: the supervisor's next
    // step (or the crash harness) waits on this exit.
    setTimeout(() => {
      app.log.error('shutdown took over 10 s: exiting anyway');
      process.exit(1);
    }, 10_000).unref();
    stopSweeps();
    // Stop taking connections, let requests in flight finish, then release the database.
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
