import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createCheckoutFixtures } from '../../../test/fixtures/checkout-fixtures';
import { createJoiningFixtures } from '../../../test/fixtures/joining-fixtures';
import { useTestApp } from '../../../test/test-app';
import { HttpError } from '../../platform/http/errors';
import { createActivityServices } from '../../wiring/activity-services';
import type { ActivitiesService } from '../activities/activities.service';
import { type BasketLine, type PayingBasket, priceChangedMessage } from '../basket/line-type';
import { packageUsesAtPay } from '../bookings/session-packages';
import type { ClientsService } from '../clients/clients.service';
import { packageUses } from './package-uses';

// Real concurrency needs a server: PGlite answers one statement at a time.
describe.skipIf(!inject('postgresTemplate'))('spending package uses under concurrency', () => {
  const t = useTestApp();
  let f: Awaited<ReturnType<typeof createCheckoutFixtures>>;
  let j: Awaited<ReturnType<typeof createJoiningFixtures>>;
  let activities: ActivitiesService;

  beforeAll(async () => {
    f = await createCheckoutFixtures(t);
    j = await createJoiningFixtures(t);
    // The real quote, as the server wires it (with the package's plain read of uses left).
    activities = createActivityServices(t.database.db, {
      currencyOf: async () => 'GBP',
    } as unknown as ClientsService).activities;
    await t.sql(
      `insert into pricing_options (client_id, activity_id, kind, name, price)
       values (${f.clientId}, ${f.activityId}, 'package', 'Package', 0)`,
    );
  }, 60_000);

  it('ten orders at once for three uses left: exactly three free, the other seven repriced, none overspent', async () => {
    const { id: packageId } = await f.one<{ id: number }>(
      `insert into packages (client_id, slug, name, price, valid_days)
       values (${f.clientId}, 'race', '5 Race classes', 2500, 30) returning id`,
    );
    const { id: contentId } = await f.one<{ id: number }>(
      `insert into package_contents (package_id, activity_id, usages) values (${packageId}, ${f.activityId}, 5) returning id`,
    );
    const me = await j.customer();
    const userId = Number(me.userId);
    const { id: purchaseId } = await f.one<{ id: number }>(
      `insert into package_purchases (client_id, user_id, package_id, status, purchased_at, expires_at)
       values (${f.clientId}, ${userId}, ${packageId}, 'active', now(), now() + interval '30 days') returning id`,
    );
    // Two of five spent: three left.
    await t.sql(
      `insert into package_usages (client_id, purchase_id, content_id)
       values (${f.clientId}, ${purchaseId}, ${contentId}), (${f.clientId}, ${purchaseId}, ${contentId})`,
    );
    const occurrence = await f.session();
    const facts = (await activities.getOccurrence(t.database.db, f.clientId, occurrence))!;
    const { id: packageOption } = await f.one<{ id: number }>(
      `select id from pricing_options where activity_id = ${f.activityId} and kind = 'package'`,
    );
    // A customer has one basket, but their own order and front of house's for them can pay at once. Ten
    // orders' checks at pay, each in its own transaction as place-order runs it: a stale price rolls the
    // order back, a free line keeps its use.
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
              pricingOptionId: packageOption,
              unitPrice: 0,
              benefitApplied: false,
              packageApplied: true,
              purchasedForUserId: userId,
            } as BasketLine;
            const quote = await packageUsesAtPay(packageUses, tx, order).settle(activities, line, facts, () =>
              activities.quote(
                tx,
                { clientId: f.clientId, facts, attendeeUserId: userId, pricingOptionId: packageOption },
                order.now,
              ),
            );
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
      `select count(*)::int as used from package_usages where purchase_id = ${purchaseId} and status = 'used'`,
    );
    expect(used).toBe(5);
  });
});
