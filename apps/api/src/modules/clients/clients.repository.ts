import { arrayContains, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { clients } from './clients.tables';

export type ClientRow = typeof clients.$inferSelect;

export function createClientsRepository(db: Executor) {
  return {
    async findIdByHost(host: string): Promise<number | null> {
      const rows = await db
        .select({ id: clients.id })
        .from(clients)
        .where(arrayContains(clients.hosts, [host]))
        .limit(1);
      return rows[0]?.id ?? null;
    },
    /** Up to two ids: enough to tell whether the deployment has a single operator. */
    async firstTwoIds(): Promise<number[]> {
      const rows = await db.select({ id: clients.id }).from(clients).orderBy(clients.id).limit(2);
      return rows.map((r) => r.id);
    },
    async findById(id: number): Promise<ClientRow | null> {
      const rows = await db.select().from(clients).where(eq(clients.id, id)).limit(1);
      return rows[0] ?? null;
    },
    async insert(values: typeof clients.$inferInsert): Promise<ClientRow> {
      const [row] = await db.insert(clients).values(values).returning();
      return row!;
    },
    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(clients);
      return row?.n ?? 0;
    },
  };
}
export type ClientsRepository = ReturnType<typeof createClientsRepository>;
