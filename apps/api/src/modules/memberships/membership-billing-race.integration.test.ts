import { describe, expect, inject, it } from 'vitest';
import { createBillingFixtures } from '../../../test/fixtures/billing-fixtures';
import { useTestApp } from '../../../test/test-app';

// Real concurrency needs a server: PGlite answers one statement at a time.
describe.skipIf(!inject('postgresTemplate'))('billing under concurrency', () => {
  const t = useTestApp();

  it('collects each period once when schedule and submission sweeps run several at once, spending credit once', async () => {
    const b = createBillingFixtures(t);
    const members = await Promise.all(Array.from({ length: 6 }, () => b.member()));
    for (const m of members)
      await t.database.db.transaction((tx) =>
        b.services.credits.award(tx, {
          clientId: m.clientId,
          userId: m.userId,
          amount: 1000,
          orderId: null,
          reason: 'Goodwill',
          kind: 'membership',
        }),
      );
    // Without the advisory lock: the unique period key alone keeps it to one row, one spend.
    const written = await Promise.all(
      Array.from({ length: 4 }, () => t.database.db.transaction((tx) => b.billing.schedule(tx))),
    );
    expect(written.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(members.length);
    await Promise.all(Array.from({ length: 4 }, () => b.billing.submitDue()));
    for (const m of members) {
      const rows = await b.collections(m.membershipId);
      expect(rows.map((r) => [r.period_start, r.status, r.credit_applied])).toEqual([
        ['2026-01-15', 'submitted', 1000],
      ]);
      expect(await b.services.credits.balance(t.database.db, m.clientId, m.userId, 'membership')).toBe(0);
      const sent = await b.rows<{ amount: number }>(
        `select amount from sandbox_direct_debit_payments where idempotency_key = 'collection-${m.clientId}-${rows[0]!.id}'`,
      );
      expect(sent).toEqual([{ amount: 2000 }]);
    }
    b.days(6);
    await Promise.all(Array.from({ length: 4 }, () => b.billing.settleDue()));
    for (const m of members)
      expect((await b.collections(m.membershipId)).map((r) => r.status)).toEqual(['paid']);
  });
});
