import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { directDebitMandates } from '../direct-debit/mandates.tables';
import { membershipTypes } from './membership-catalogue.tables';
import { memberships } from './memberships.tables';

/** Statuses in which a membership still runs (and may still be collected for). */
const running = ['pending', 'active', 'frozen', 'suspended'];

/** What cancelling reads and writes: the type's cancellation settings and a membership's final dates. */
export function createMembershipCancellationRepository(db: Executor) {
  return {
    /** The type's cancellation settings (spec part 2 §6 allowOnlineMembershipCancellation). */
    async settingsOf(membershipTypeId: number) {
      const [row] = await db
        .select({
          noticeDays: membershipTypes.cancellationNoticeDays,
          allowOnline: membershipTypes.allowOnlineCancellation,
          refusalMessage: membershipTypes.cancellationRefusalMessage,
        })
        .from(membershipTypes)
        .where(eq(membershipTypes.id, membershipTypeId));
      return row ?? null;
    },

    /** A cancelled monthly membership's dates: it runs to `expiresAt`, taking its last collection on `finalPaymentDate`. */
    async setCancellation(
      id: number,
      values: { requestedAt: Date; finalPaymentDate: string | null; expiresAt: Date },
    ) {
      await db
        .update(memberships)
        .set({
          cancellationRequestedAt: values.requestedAt,
          finalPaymentDate: values.finalPaymentDate,
          expiresAt: values.expiresAt,
          pendingCancellationCartId: null,
        })
        .where(eq(memberships.id, id));
    },

    /** 'Pay debt and cancel membership': the basket whose order cancels it (null: none waits). */
    async setPendingCart(id: number, cartId: number | null) {
      await db.update(memberships).set({ pendingCancellationCartId: cartId }).where(eq(memberships.id, id));
    },

    /** The memberships waiting for this basket's order to cancel them, locked (memberships_pending_cancellation_idx). */
    pendingOn(cartId: number) {
      return db
        .select()
        .from(memberships)
        .where(eq(memberships.pendingCancellationCartId, cartId))
        .orderBy(memberships.id)
        .for('update');
    },

    /**
     * Instructions still able to collect whose memberships have all stopped running, one of them cancelled
     * by its member: the mandate is to be cancelled (its final collection was taken before the final day).
     */
    mandatesToEnd(limit: number) {
      return db
        .select({ id: directDebitMandates.id, clientId: directDebitMandates.clientId })
        .from(directDebitMandates)
        .where(
          and(
            inArray(directDebitMandates.status, ['submitted', 'active']),
            sql`exists (select 1 from ${memberships} m where m.mandate_id = ${directDebitMandates.id}
                  and m.cancellation_requested_at is not null and m.status in ('expired', 'cancelled'))`,
            sql`not exists (select 1 from ${memberships} m where m.mandate_id = ${directDebitMandates.id}
                  and m.status in (${sql.join(
                    running.map((s) => sql`${s}`),
                    sql`, `,
                  )}))`,
          ),
        )
        .orderBy(directDebitMandates.id)
        .limit(limit);
    },
  };
}
export type MembershipCancellationRepository = ReturnType<typeof createMembershipCancellationRepository>;
