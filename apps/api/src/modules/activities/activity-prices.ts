import {
  type ActivityPrices,
  activityPriceMessages,
  type ChangeablePriceKind,
} from '@leisure/contracts/foh-prices';
import { toPrice } from '@leisure/contracts/money';
import type { Db } from '../../platform/db/client';
import { notFound } from '../../platform/http/errors';
import { recordStaffAction } from '../staff/staff-audit';
import type { StaffGuard, StaffRole } from '../staff/staff-guard';
import { createActivitiesRepository } from './activities.repository';

/** Prices are the venue's to set: its managers, or the operator's admins. */
export const priceSetters: StaffRole[] = ['venue_manager', 'operator_admin'];

type Deps = { db: Db; currencyOf: (clientId: number) => Promise<string> };
type Request = Parameters<StaffGuard['require']>[0];
export type PriceChange = { activityId: number; kind: ChangeablePriceKind; price: number };

/**
 * A manager changes what a place costs (issue 19). The price, its audit row and, through the pricing
 * options' trigger, the activity's open-data item change in one transaction, so the feed never shows a
 * price the audit does not explain. The timetables drop their shared reads after any write (activities
 * routes' onSend), so the next look shows the new price.
 */
export function createActivityPrices({ db, currencyOf }: Deps) {
  const activities = createActivitiesRepository(db);

  async function pricesOf(clientId: number, activity: { id: number; name: string; venueId: number }) {
    const currency = await currencyOf(clientId);
    const options = await activities.pricingOptionsOf(clientId, [activity.id]);
    return {
      activityId: activity.id,
      name: activity.name,
      venueId: activity.venueId,
      prices: options.map((o) => ({
        id: o.id,
        kind: o.kind,
        name: o.name,
        price: toPrice(o.price, currency),
      })),
    } satisfies ActivityPrices;
  }

  return {
    /** Another operator's activity is not found; one at a venue the manager does not work at is refused. */
    async change(guard: StaffGuard, request: Request, clientId: number, change: PriceChange) {
      const activity = await activities.findActivityById(clientId, change.activityId);
      if (!activity) throw notFound(activityPriceMessages.activityNotFound);
      const staff = await guard.require(request, { roles: priceSetters, venueId: activity.venueId });
      await db.transaction(async (tx) => {
        const set = await createActivitiesRepository(tx).setPrice(
          clientId,
          activity.id,
          change.kind,
          change.price,
        );
        if (!set) throw notFound(activityPriceMessages.priceNotFound);
        if (set.oldPrice === change.price) return;
        await recordStaffAction(tx, {
          clientId,
          staffUserId: staff.userId,
          venueId: activity.venueId,
          action: 'price-changed',
          detail: {
            activity_id: activity.id,
            kind: change.kind,
            old_price: set.oldPrice,
            new_price: change.price,
          },
        });
      });
      return pricesOf(clientId, activity);
    },
  };
}
export type ActivityPricesService = ReturnType<typeof createActivityPrices>;
