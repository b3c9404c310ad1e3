import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createBillingFixtures } from '../../../test/fixtures/billing-fixtures';
import { useTestApp } from '../../../test/test-app';
import { addDays, localDate, startOfLocalDay } from '../../platform/local-time';
import { periodContaining } from './billing-periods';
import { allows, type MembershipEvent } from './membership-transitions';

/** What may happen over a simulated year of monthly members, drawn at random. */
type Command =
  | { kind: 'join'; fails: boolean; firstIn: number; monthInHand: boolean }
  | { kind: 'advance'; days: number }
  | { kind: 'freeze'; member: number; startIn: number; months: number; fee: number }
  | { kind: 'cancel'; member: number }
  | { kind: 'payArrears'; member: number };

const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('join' as const),
      fails: fc.boolean(),
      firstIn: fc.integer({ min: 1, max: 28 }),
      monthInHand: fc.boolean(),
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({ kind: fc.constant('advance' as const), days: fc.integer({ min: 1, max: 24 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('freeze' as const),
      member: fc.nat(),
      // After the submission window (3 days), as decision 048 leaves a freeze approved inside it.
      startIn: fc.integer({ min: 4, max: 40 }),
      months: fc.integer({ min: 1, max: 2 }),
      fee: fc.constantFrom(0, 500, 1500),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), member: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('payArrears' as const), member: fc.nat() }) },
);

const runs = Number(process.env.BILLING_PROPERTY_RUNS ?? 3);

describe('billing over a simulated year (property)', () => {
  const t = useTestApp();

  it('collects each period at most once, never at full price while frozen nor after the final payment, with a fee per failure and only allowed moves', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 8, maxLength: 30 }), async (commands) => {
        const b = createBillingFixtures(t, new Date('2026-01-12T12:00:00Z'));
        const members: Awaited<ReturnType<typeof b.member>>[] = [];
        const frozen = new Set<number>();
        const today = () => localDate(b.clock.now());
        let elapsed = 0;
        for (const c of [...commands, { kind: 'advance', days: 10 } as Command]) {
          if (elapsed > 365) break;
          if (c.kind === 'join') {
            members.push(
              await b.member({
                ending: c.fails ? '44' : '11',
                firstBillingDate: addDays(today(), c.firstIn),
                monthInHand: c.monthInHand,
                startsOn: today(),
              }),
            );
          } else if (c.kind === 'advance') {
            b.days(c.days);
            elapsed += c.days;
          } else if (members.length > 0) {
            const m = members[c.member % members.length]!;
            if (c.kind === 'freeze' && !frozen.has(m.membershipId)) {
              frozen.add(m.membershipId);
              const from = addDays(today(), c.startIn);
              const type = await b.one<{ id: number }>(
                `insert into freeze_types (client_id, reason, time_periods, freeze_fee) values (${m.clientId}, 'Property', '{"1 month"}', ${c.fee}) returning id`,
              );
              await t.sql(
                `insert into membership_freezes (client_id, membership_id, freeze_type_id, active_from, months, ends_on, status)
                 values (${m.clientId}, ${m.membershipId}, ${type.id}, '${from}', ${c.months}, '${addDays(from, c.months * 30)}', 'approved')`,
              );
            } else if (c.kind === 'cancel') {
              // As the cancel rule leaves it: the final payment is the next billing date, the last day its period's end.
              const { first_billing_date: first, final_payment_date: done } = await b.one<{
                first_billing_date: string;
                final_payment_date: string | null;
              }>(
                `select first_billing_date::text, final_payment_date::text from memberships where id = ${m.membershipId}`,
              );
              if (done === null) {
                const after = addDays(today(), 1);
                const next = (periodContaining(first, after) ?? { start: first, end: '' }).start;
                const final =
                  next >= after
                    ? next
                    : periodContaining(first, addDays(periodContaining(first, after)!.end, 1))!.start;
                const lastDay = periodContaining(first, final)!.end;
                await t.sql(
                  `update memberships set final_payment_date = '${final}', cancellation_requested_at = now(),
                   expires_at = '${startOfLocalDay(addDays(lastDay, 1)).toISOString()}' where id = ${m.membershipId}`,
                );
              }
            } else if (c.kind === 'payArrears') {
              // What the fee line's fulfilment does for each fee an order pays, in one transaction.
              const owed = await b.rows<{ id: number }>(
                `select id from penalties where user_id = ${m.userId} and status = 'unpaid'`,
              );
              await t.database.db.transaction(async (tx) => {
                for (const fee of owed) {
                  await tx.execute(sql`update penalties set status = 'paid' where id = ${fee.id}`);
                  await b.billing.feePaid(tx, { clientId: m.clientId, penaltyId: fee.id });
                }
              });
            }
          }
          await b.sweep();
        }

        for (const m of members) {
          const rows = await b.collections(m.membershipId);
          // Every period at most once, none overlapping another.
          for (let i = 1; i < rows.length; i++)
            expect(rows[i]!.period_start > rows[i - 1]!.period_end).toBe(true);
          const freezes = await b.rows<{ active_from: string; ends_on: string; freeze_fee: number }>(
            `select f.active_from::text, f.ends_on::text, t.freeze_fee from membership_freezes f
             join freeze_types t on t.id = f.freeze_type_id where f.membership_id = ${m.membershipId}`,
          );
          const ms = await b.one<{
            final_payment_date: string | null;
            expires_at: Date | null;
            status: string;
          }>(
            `select final_payment_date::text, expires_at, status from memberships where id = ${m.membershipId}`,
          );
          for (const r of rows) {
            const freeze = freezes.find(
              (f) => f.active_from <= r.period_start && r.period_start <= f.ends_on,
            );
            if (freeze) expect(r.amount).toBe(freeze.freeze_fee);
            if (ms.final_payment_date) expect(r.period_start <= ms.final_payment_date).toBe(true);
            if (ms.expires_at) expect(r.period_start < localDate(new Date(ms.expires_at))).toBe(true);
          }
          // Statuses moved only as the transition table allows, one after another.
          const events = await b.events(m.membershipId);
          let status = 'active';
          for (const e of events) {
            expect(e.from_status).toBe(status);
            expect(allows(e.event as MembershipEvent, e.from_status)).toBe(true);
            status = e.to_status;
          }
          expect(ms.status).toBe(status);
          // One fee per failed collection, linked to it; a paying account never fails.
          const fees = (await b.feesOf(m.userId)).filter((f) => f.type === 'membership_collection');
          const failedOnce = rows.filter((r) => r.penalty_id !== null);
          expect(fees.map((f) => f.id).sort()).toEqual(failedOnce.map((r) => r.penalty_id).sort());
          expect(rows.filter((r) => r.status === 'failed' && r.penalty_id === null)).toEqual([]);
        }
      }),
      { numRuns: runs, endOnFailure: true },
    );
  }, 120_000);
});
