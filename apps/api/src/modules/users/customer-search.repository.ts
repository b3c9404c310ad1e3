import { and, asc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { users } from './users.tables';

const columns = {
  id: users.id,
  reference: users.reference,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  postcode: users.postcode,
  dateOfBirth: users.dateOfBirth,
  phone: users.phone,
};
export type CustomerCardRow = { [K in keyof typeof columns]: (typeof users.$inferSelect)[K] };

/** A LIKE prefix of typed text: its own %, _ and \ match only themselves. */
const prefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Account holders of the operator by a prefix of a name, an email, a reference or a postcode (each served
 * by its users_client_*_prefix_idx, text_pattern_ops); two words also match a first and a last name.
 */
export function createCustomerSearchRepository(db: Executor) {
  /** The search's statement, built but not run: its plan is tested as it runs (customer-search-plan test). */
  function searchQuery(clientId: number, q: string, limit: number, offset: number) {
    const lower = prefix(q.toLowerCase());
    const matches: SQL[] = [
      sql`lower(${users.firstName}) like ${lower}`,
      sql`lower(${users.lastName}) like ${lower}`,
      sql`lower(${users.email}) like ${lower}`,
      sql`upper(${users.reference}) like ${prefix(q.toUpperCase())}`,
      sql`upper(replace(${users.postcode}, ' ', '')) like ${prefix(q.toUpperCase().replace(/\s+/g, ''))}`,
    ];
    const [first, ...rest] = q.toLowerCase().split(/\s+/);
    if (first && rest.length > 0) {
      matches.push(
        sql`(lower(${users.firstName}) like ${prefix(first)} and lower(${users.lastName}) like ${prefix(rest.join(' '))})`,
      );
    }
    return db
      .select({ ...columns, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(users)
      .where(
        and(
          eq(users.clientId, clientId),
          eq(users.role, 'customer'),
          isNull(users.parentUserId),
          or(...matches),
        ),
      )
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
      .limit(limit)
      .offset(offset);
  }

  return {
    searchQuery,
    async search(clientId: number, q: string, limit: number, offset: number) {
      const rows = await searchQuery(clientId, q, limit, offset);
      return { rows: rows.map(({ total: _, ...row }) => row), total: rows[0]?.total ?? null };
    },
    /** An account holder of the operator (a customer, not staff, not a linked family member). */
    async holder(clientId: number, id: number): Promise<CustomerCardRow | null> {
      const [row] = await db
        .select(columns)
        .from(users)
        .where(
          and(
            eq(users.clientId, clientId),
            eq(users.id, id),
            eq(users.role, 'customer'),
            isNull(users.parentUserId),
          ),
        );
      return row ?? null;
    },
  };
}
