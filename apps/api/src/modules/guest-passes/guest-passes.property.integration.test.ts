import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJoiningFixtures } from '../../../test/fixtures/joining-fixtures';
import { openTestDatabase, type TestApp, testConfig } from '../../../test/test-app';
import { buildApp } from '../../app';
import { createClock } from '../../platform/clock';
import { localDate, startOfLocalDay } from '../../platform/local-time';
import { benefitPeriodOf } from '../memberships/benefit-periods';

/**
 * Across random sends, months rolling over and a package running out, the passes sent never exceed the
 * uses granted: each send is answered as a model of the allowances says (201 from the one ending first,
 * or 422), and the database agrees at the end (decision 051).
 */
const day = 86_400_000;
type Step = { kind: 'send'; at: 'manchester' | 'leeds' } | { kind: 'advance'; days: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('send' as const), at: fc.constantFrom('manchester', 'leeds') }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('advance' as const), days: fc.integer({ min: 1, max: 20 }) }),
  },
) as fc.Arbitrary<Step>;

describe('guest passes never exceed the uses granted', () => {
  const clock = createClock();
  const t = {} as TestApp;
  let j: Awaited<ReturnType<typeof createJoiningFixtures>>;
  let run = 0;

  beforeAll(async () => {
    t.database = await openTestDatabase();
    t.app = await buildApp({ config: testConfig(), database: t.database, logger: false, clock });
    await t.app.ready();
    t.inject = (options) => t.app.inject(options);
    t.sql = (text) => t.database.db.execute(sql.raw(text));
    j = await createJoiningFixtures(t);
  }, 60_000);
  afterAll(async () => {
    await t.app?.close();
    await t.database?.close();
  });

  it('answers every send as the allowances left say, and spends no use twice', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          passes: fc.integer({ min: 0, max: 3 }),
          everywhere: fc.boolean(),
          lastsDays: fc.integer({ min: 1, max: 40 }),
          steps: fc.array(step, { minLength: 1, maxLength: 12 }),
        }),
        async ({ passes, everywhere, lastsDays, steps }) => {
          const me = await j.customer();
          const venues = {
            manchester: j.venues.get('manchester-central')!,
            leeds: j.venues.get('leeds-middleton')!,
          };
          const { typeId, optionId } = j.options.get('gym-and-swim/recurring')!;
          await t.sql(
            `insert into memberships (client_id, user_id, home_venue_id, reference, name, status, starts_at,
               membership_type_id, payment_option_id, payment_type, base_fee, billing_day)
             select ${j.clientId}, ${me.userId}, ${venues.manchester}, 'GPPROP-' || ${me.userId}, t.name, 'active',
               now() - interval '40 days', t.id, o.id, o.payment_type, o.base_fee, 12
             from membership_types t join membership_payment_options o on o.membership_type_id = t.id
             where t.id = ${typeId} and o.id = ${optionId}`,
          );
          const packageEnds = new Date(clock.now().getTime() + lastsDays * day);
          const { id: packageId } = await j.one<{ id: number }>(
            `insert into packages (client_id, slug, name, price, valid_days, guest_passes, venue_id)
             values (${j.clientId}, 'prop-${++run}', 'Prop ${run}', 1200, 60, ${passes},
               ${everywhere ? 'null' : venues.leeds}) returning id`,
          );
          const { id: purchaseId } = await j.one<{ id: number }>(
            `insert into package_purchases (client_id, user_id, package_id, status, purchased_at, expires_at)
             values (${j.clientId}, ${me.userId}, ${packageId}, 'active', now(), '${packageEnds.toISOString()}')
             returning id`,
          );

          // The model: the benefit's uses per month, the package's passes sent.
          const usedIn = new Map<string, number>();
          let sentFromPackage = 0;
          let sent = 0;
          for (const s of steps) {
            if (s.kind === 'advance') {
              clock.advance(s.days * day);
              continue;
            }
            const now = clock.now();
            const period = benefitPeriodOf(localDate(now), 'month');
            const benefitLeft = (usedIn.get(period.start) ?? 0) < 2;
            const packageLeft =
              now < packageEnds && sentFromPackage < passes && (everywhere || s.at === 'leeds');
            const res = await t.inject({
              method: 'POST',
              url: `/api/v1/users/${me.userId}/guestPasses`,
              headers: { authorization: me.authorization! },
              payload: { guest_name: 'Prop Guest', guest_email: 'prop@example.com', venue_id: venues[s.at] },
            });
            expect(res.statusCode, res.body).toBe(benefitLeft || packageLeft ? 201 : 422);
            if (res.statusCode !== 201) continue;
            sent++;
            const periodEnd = startOfLocalDay(period.renewsOn);
            const fromPackage = packageLeft && (!benefitLeft || packageEnds < periodEnd);
            if (fromPackage) sentFromPackage++;
            else usedIn.set(period.start, (usedIn.get(period.start) ?? 0) + 1);
            const row = await j.one<{ p: number | null }>(
              `select package_purchase_id as p from guest_passes where id = ${res.json().data.id}`,
            );
            expect(row.p).toBe(fromPackage ? purchaseId : null);
          }

          const total = await j.one<{ n: number; fromPackage: number; late: number }>(
            `select count(*)::int as n, count(package_purchase_id)::int as "fromPackage",
               count(*) filter (where package_purchase_id is not null
                 and valid_from >= '${packageEnds.toISOString()}')::int as late
             from guest_passes where user_id = ${me.userId}`,
          );
          expect(total).toEqual({ n: sent, fromPackage: sentFromPackage, late: 0 });
          expect(sentFromPackage).toBeLessThanOrEqual(passes);
          const perPeriod = (await t.sql(
            `select u.period_start, count(*)::int as n from guest_passes g
             join membership_benefit_uses u on u.id = g.benefit_use_id
             where g.user_id = ${me.userId} group by u.period_start`,
          )) as { rows: { n: number }[] };
          for (const p of perPeriod.rows) expect(p.n).toBeLessThanOrEqual(2);
        },
      ),
      { numRuns: 12 },
    );
  }, 180_000);
});
