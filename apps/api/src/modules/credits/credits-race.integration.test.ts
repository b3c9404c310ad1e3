import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createCheckoutFixtures } from '../../../test/fixtures/checkout-fixtures';
import { createStaffMember } from '../../../test/fixtures/staff-fixtures';
import { useTestApp } from '../../../test/test-app';
import { issueSessionTokens } from '../auth/session-issuer';
import { createSessionsRepository } from '../auth/sessions.repository';
import { notEnoughCreditMessage } from './credits.service';

type Fixtures = Awaited<ReturnType<typeof createCheckoutFixtures>>;
type Headers = Record<string, string>;

/**
 * One customer's credit spent at several checkouts at once: their own web checkout and desk sales staff
 * make for them. Only a real server runs the transactions side by side (PGlite has one
 * connection), so this runs on the PostgreSQL project only.
 */
describe.skipIf(!inject('postgresTemplate'))('credit spent at checkouts at once', () => {
  const t = useTestApp();
  let f: Fixtures;
  let n = 0;

  async function person(): Promise<{ id: number; headers: Headers }> {
    const ref = `CRc${++n}${Date.now() % 100000}`;
    const { id } = await f.one<{ id: number }>(
      `insert into users (client_id, reference, first_name, last_name, email, role)
       values (${f.clientId}, '${ref}', 'Racer', '${ref}', '${ref.toLowerCase()}@example.com', 'customer') returning id`,
    );
    const { token } = await issueSessionTokens(createSessionsRepository(t.database.db), {
      clientId: f.clientId,
      userId: id,
      ttlMs: 3_600_000,
      now: new Date(),
    });
    return { id, headers: { authorization: `Bearer ${token}` } };
  }

  beforeAll(async () => {
    f = await createCheckoutFixtures(t);
  }, 60_000);

  for (const { credit, winners } of [
    { credit: 1000, winners: 1 },
    { credit: 1950, winners: 3 },
  ]) {
    it(`lets ${winners} of six £6.50 checkouts through on £${credit / 100} of credit, never below 0`, async () => {
      const customer = await person();
      const staff = await Promise.all(Array.from({ length: 5 }, () => createStaffMember(t)));
      // Two grants, one ending: the spends must split them without taking more than either holds.
      await t.sql(
        `insert into credit_entries (client_id, user_id, kind, amount, reason, expires_at) values
         (${f.clientId}, ${customer.id}, 'general', ${credit - 300}, 'Goodwill', now() + interval '5 days'),
         (${f.clientId}, ${customer.id}, 'general', 300, 'Goodwill', null)`,
      );
      const occurrence = await f.session({ capacity: 20 });
      await f.basketWith(customer.headers, occurrence);
      for (const s of staff) {
        const add = await f.post(s.headers, '/api/foh/activities/cart/add', {
          selected_user_id: customer.id,
          items: [{ id: String(await f.session({ capacity: 20 })), type: 'activity' }],
        });
        expect(add.statusCode).toBe(200);
      }
      const terms = await f.termsIds(customer.headers);

      const answers = await Promise.all([
        f.complete(customer.headers, { payments: [{ tender_type: 'credit', amount: 650 }], terms }),
        ...staff.map((s, i) =>
          f.post(s.headers, '/api/foh/activities/cart/pay', {
            payments: [{ tender_type: 'credit', amount: 650 }],
            selected_user_id: customer.id,
            terms,
            idempotency_key: `credit-race-${customer.id}-${i}`,
          }),
        ),
      ]);
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(winners);
      for (const refused of answers.filter((a) => a.statusCode !== 200)) {
        expect(refused.statusCode).toBe(422);
        expect(refused.json().message).toBe(notEnoughCreditMessage);
      }
      const ledger = await f.one<{ balance: number; spent: number; over: number; unallocated: number }>(
        `select (select sum(amount)::int from credit_entries where user_id = ${customer.id}) as balance,
                (select -sum(amount)::int from credit_entries where user_id = ${customer.id} and amount < 0) as spent,
                (select count(*)::int from credit_entries g where g.user_id = ${customer.id} and g.amount > 0
                   and g.amount < (select coalesce(sum(a.amount), 0) from credit_allocations a where a.grant_id = g.id)) as over,
                (select count(*)::int from credit_entries s where s.user_id = ${customer.id} and s.amount < 0
                   and -s.amount <> (select coalesce(sum(a.amount), 0) from credit_allocations a where a.entry_id = s.id)) as unallocated`,
      );
      expect(ledger).toEqual({
        balance: credit - winners * 650,
        spent: winners * 650,
        over: 0,
        unallocated: 0,
      });
      const orders = await f.one<{ n: number }>(
        `select count(*)::int as n from orders where user_id = ${customer.id} and credit_amount = 650`,
      );
      expect(orders.n).toBe(winners);
    }, 60_000);
  }
});
