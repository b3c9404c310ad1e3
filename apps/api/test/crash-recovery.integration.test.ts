import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
// @ts-expect-error: the harness is a plain script of the repository's, shared with `npm run crash`.
import { crashHarness } from '../../../scripts/crash-harness.mjs';
import { databaseUrlFor, dropDatabases } from './postgres-databases';

const postgres = inject('postgresTemplate');
type CrashRun = { figures: Record<string, number>; violations: Record<string, unknown[]>; log: string };

/**
 * The crash harness, small: 20 SIGKILLs of a real server process in the middle of concurrent card
 * checkouts (half of them aimed between an order's commit and its capture), a restart on the same
 * database after each, the sweeps left to settle, then the books as SQL. `npm run crash` runs it long.
 */
describe.skipIf(!postgres)('money after a crash (PostgreSQL)', () => {
  it('leaves no place paid-for-but-uncharged, no charge without its order, no order other than its quote', async () => {
    const { url, template } = postgres;
    const name = `${template}_crash_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    try {
      const run: CrashRun = await crashHarness({
        databaseUrl: databaseUrlFor(url, name),
        kills: 20,
        perRound: 8,
      });
      const broken = Object.fromEntries(Object.entries(run.violations).filter(([, rows]) => rows.length > 0));
      expect(broken, `server log: ${run.log}`).toEqual({});
      expect(run.figures.kills).toBe(20);
      expect(run.figures.killsBetweenCommitAndCapture).toBeGreaterThan(0);
      expect(run.figures.unsettledAfterSweep).toBe(0);
      expect(run.figures.cardOrdersPlaced).toBeGreaterThan(0);
      // Every lapsed authorisation's order was undone, none other.
      expect(run.figures.cardOrdersReversed).toBe(run.figures.lapsedAuthorisations);
    } finally {
      await dropDatabases(url, name);
    }
  }, 300_000);
});
