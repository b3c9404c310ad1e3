import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { outboxEmails } from './mail.tables';

export type OutboxEmailRow = typeof outboxEmails.$inferSelect;

export function createMailRepository(db: Executor) {
  return {
    async insert(values: typeof outboxEmails.$inferInsert): Promise<number> {
      const [row] = await db.insert(outboxEmails).values(values).returning({ id: outboxEmails.id });
      return row!.id;
    },
    async markDelivered(clientId: number, id: number, at: Date): Promise<void> {
      await db
        .update(outboxEmails)
        .set({ deliveredAt: at })
        .where(and(eq(outboxEmails.clientId, clientId), eq(outboxEmails.id, id)));
    },
    /** Newest first; `to` matches the address case-insensitively (the index on lower(to_address)). */
    listRecent(clientId: number, to: string | undefined, limit: number): Promise<OutboxEmailRow[]> {
      return db
        .select()
        .from(outboxEmails)
        .where(
          and(
            eq(outboxEmails.clientId, clientId),
            to ? eq(sql`lower(${outboxEmails.toAddress})`, to.trim().toLowerCase()) : undefined,
          ),
        )
        .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
        .limit(limit);
    },
  };
}
export type MailRepository = ReturnType<typeof createMailRepository>;
