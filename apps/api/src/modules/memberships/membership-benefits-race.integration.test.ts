import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createCheckoutFixtures } from '../../../test/fixtures/checkout-fixtures';
import { createJoiningFixtures } from '../../../test/fixtures/joining-fixtures';
import { useTestApp } from '../../../test/test-app';
import { HttpError } from '../../platform/http/errors';
import { localDate } from '../../platform/local-time';
import { createActivityServices } from '../../wiring/activity-services';
import type { ActivitiesService } from '../activities/activities.service';
import type { BasketLine, PayingBasket } from '../basket/line-type';
import { priceChangedMessage } from '../basket/line-type';
import { benefitUsesAtPay } from '../bookings/session-benefits';
import type { ClientsService } from '../clients/clients.service';
import { benefitPeriodOf } from './benefit-periods';
import { sessionBenefits } from './membership-benefits';

// Real concurrency needs a server: PGlite answers one statement at a time.
describe.skipIf(!inject('postgresTemplate'))('spending benefit uses under concurrency', () => {
  const t = useTestApp();
  let f: Awaited<ReturnType<typeof createCheckoutFixtures>>;
  let j: Awaited<ReturnType<typeof createJoiningFixtures>>;
  let activities: ActivitiesService;

  beforeAll(async () => {
    f = await createCheckoutFixtures(t);
    j = await createJoiningFixtures(t);
    // The real quote, as the server wires it (the timetable's currency is not needed here).
    activities = createActivityServices(t.database.db, {
      currencyOf: async () => 'GBP',
    } as unknown as ClientsService).activities;
    await t.sql(
      `insert into pricing_options (client_id, activity_id, kind, name, price) values
         (${f.clientId}, ${f.activityId}, 'member', 'Member price', 400),
         (${f.clientId}, ${f.activityId}, 'benefit', 'Free for members', 0)`,
    );
  }, 60_000);

  it('ten orders at once for three uses left: exactly three free, the other seven repriced to the member price, none overspent', async () => {
    const { typeId, optionId } = j.options.get('student-gym/recurring')!;
    const { id: benefitId } = await f.one<{ id: number }>(
      `insert into membership_benefits (membership_type_id, name, total_uses, frequency)
       values (${typeId}, 'Race classes', 5, 'month') returning id`,
    );
    await t.sql(
      `insert into membership_benefit_activities (benefit_id, activity_id) values (${benefitId}, ${f.activityId})`,
    );
    const me = await j.customer();
    const { id: membershipId } = await f.one<{ id: number }>(
      `insert into memberships (client_id, user_id, home_venue_id, reference, name, status, starts_at,
         membership_type_id, payment_option_id, payment_type, base_fee, billing_day)
       select ${f.clientId}, ${me.userId}, ${j.venues.get('manchester-central')}, 'RACE-BEN', t.name, 'active',
         now() - interval '40 days', t.id, o.id, o.payment_type, o.base_fee, 12
       from membership_types t join membership_payment_options o on o.membership_type_id = t.id
       where t.id = ${typeId} and o.id = ${optionId} returning id`,
    );
    // Two of five uses spent this month already: three left.
    const occurrence = await f.session();
    const facts = (await activities.getOccurrence(t.database.db, f.clientId, occurrence))!;
    const period = benefitPeriodOf(localDate(facts.startsAt, facts.timeZone), 'month').start;
    await t.sql(
      `insert into membership_benefit_uses (client_id, membership_id, benefit_id, period_start)
       values (${f.clientId}, ${membershipId}, ${benefitId}, '${period}'), (${f.clientId}, ${membershipId}, ${benefitId}, '${period}')`,
    );
    const { id: benefitOption } = await f.one<{ id: number }>(
      `select id from pricing_options where activity_id = ${f.activityId} and kind = 'benefit'`,
    );
    const userId = Number(me.userId);
    // A customer has one basket, but the member's own order and front of house's (staff booking for the
    // customer they serve) can pay at once. Ten orders' checks at pay, each in its own transaction as place-order runs it: a stale price rolls
    // the order back (StalePriceError), a free line keeps its use.
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.database.db
          .transaction(async (tx) => {
            const order = {
              clientId: f.clientId,
              cartId: i,
              orderUserId: userId,
              attendeeOf: () => userId,
              now: new Date(),
              heldByOthers: async () => new Map(),
            } as PayingBasket;
            const line = {
              id: i + 1,
              occurrenceId: occurrence,
              pricingOptionId: benefitOption,
              unitPrice: 0,
              benefitApplied: true,
              purchasedForUserId: userId,
            } as BasketLine;
            const quote = await benefitUsesAtPay(sessionBenefits, tx, order).quote(activities, line, facts, [
              line,
            ]);
            if (quote.price !== line.unitPrice) throw new HttpError(409, priceChangedMessage);
            return 'free' as const;
          })
          .catch((error: unknown) => {
            if (error instanceof HttpError && error.statusCode === 409) return 'repriced' as const;
            throw error;
          }),
      ),
    );
    expect(outcomes.filter((o) => o === 'free')).toHaveLength(3);
    expect(outcomes.filter((o) => o === 'repriced')).toHaveLength(7);
    const { used } = await f.one<{ used: number }>(
      `select count(*)::int as used from membership_benefit_uses
       where membership_id = ${membershipId} and benefit_id = ${benefitId} and status = 'used' and period_start = '${period}'`,
    );
    expect(used).toBe(5);
    // And the basket's quote now offers the member price.
    const quote = await activities.quote(
      t.database.db,
      { clientId: f.clientId, facts, attendeeUserId: userId },
      new Date(),
    );
    expect(quote).toMatchObject({ kind: 'member', price: 400, benefitApplied: false });
  });
});
