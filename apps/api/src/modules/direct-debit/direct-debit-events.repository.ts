import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import type { ProviderEvent } from '../../platform/direct-debit/provider';
import { directDebitEvents } from './direct-debit-events.tables';

export type DirectDebitEventRow = typeof directDebitEvents.$inferSelect;

export function createDirectDebitEventsRepository(db: Executor) {
  return {
    /**
     * Keeps an event the first time it is told; false when it was kept already. On a server, a second
     * delivery racing the first waits on the unique index until the first commits, then finds it there.
     */
    async recordOnce(provider: string, event: ProviderEvent): Promise<boolean> {
      const rows = await db
        .insert(directDebitEvents)
        .values({
          provider,
          eventId: event.eventId,
          resource: event.resource,
          reference: event.reference,
          status: event.status,
          failureReason: event.resource === 'collection' ? event.failureReason : null,
        })
        .onConflictDoNothing({ target: [directDebitEvents.provider, directDebitEvents.eventId] })
        .returning({ id: directDebitEvents.id });
      return rows.length > 0;
    },

    async markApplied(provider: string, eventId: string, at: Date): Promise<void> {
      await db
        .update(directDebitEvents)
        .set({ appliedAt: at })
        .where(and(eq(directDebitEvents.provider, provider), eq(directDebitEvents.eventId, eventId)));
    },
  };
}
