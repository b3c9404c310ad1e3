import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { issueSessionTokens } from '../auth/session-issuer';
import { createSessionsRepository } from '../auth/sessions.repository';

type Headers = Record<string, string>;
type Rows<T> = { rows: T[] };

/** The order history of the payments area: every order, newest first, narrowed by inclusive days in venue time. */
describe('order history', () => {
  const t = useTestApp();
  let customer: Headers;
  const madeAt: Record<string, number> = {};

  // A customer of their own, with orders either side of London's midnights (BST in July, GMT in January).
  const instants = {
    lateJune: '2026-06-30T22:59:00Z', // 23:59 on 30/06 in London
    earlyJuly: '2026-06-30T23:00:00Z', // 00:00 on 01/07 in London
    endOfJuly: '2026-07-31T22:59:59Z', // 23:59 on 31/07
    august: '2026-07-31T23:00:00Z', // 00:00 on 01/08
    january: '2026-01-15T12:00:00Z',
  };

  beforeAll(async () => {
    const one = async <T>(text: string) => ((await t.sql(text)) as Rows<T>).rows[0]!;
    const { client_id: clientId } = await one<{ client_id: number }>(
      `select client_id from users where email = 'alex.morgan@example.com'`,
    );
    const email = `history-${Date.now()}@example.com`;
    const { id: userId } = await one<{ id: number }>(
      `insert into users (client_id, reference, first_name, last_name, email)
       values (${clientId}, 'HIST${Date.now() % 100000}', 'Hana', 'Story', '${email}') returning id`,
    );
    for (const [name, at] of Object.entries(instants)) {
      madeAt[name] = (
        await one<{ id: number }>(
          `insert into orders (client_id, user_id, cart_id, idempotency_key, total, payment_type, source, created_at)
           values (${clientId}, ${userId}, 0, '${name}', 1000, 'card', 'web', '${at}') returning id`,
        )
      ).id;
    }
    const { token } = await issueSessionTokens(createSessionsRepository(t.database.db), {
      clientId,
      userId,
      ttlMs: 3_600_000,
      now: new Date(),
    });
    customer = { authorization: `Bearer ${token}` };
  });

  const ids = async (query = '') => {
    const res = await t.inject({ method: 'GET', url: `/api/my-account/orders${query}`, headers: customer });
    expect(res.statusCode).toBe(200);
    return (res.json().data as { id: number }[]).map((o) => o.id);
  };

  it('lists every order, newest first', async () => {
    expect(await ids()).toEqual(
      ['august', 'endOfJuly', 'earlyJuly', 'lateJune', 'january'].map((name) => madeAt[name]),
    );
  });

  it('narrows to days from and to, both inclusive, in the venue time zone', async () => {
    expect(await ids('?from=2026-07-01&to=2026-07-31')).toEqual([madeAt.endOfJuly, madeAt.earlyJuly]);
    expect(await ids('?from=2026-06-30&to=2026-06-30')).toEqual([madeAt.lateJune]);
    expect(await ids('?from=2026-08-01')).toEqual([madeAt.august]);
    expect(await ids('?to=2026-01-15')).toEqual([madeAt.january]);
    expect(await ids('?from=2026-02-01&to=2026-06-29')).toEqual([]);
  });

  it('refuses days that are not dates, or from after to, with a field message', async () => {
    for (const query of ['?from=yesterday', '?to=2026-13-01', '?from=2026-07-02&to=2026-07-01']) {
      const res = await t.inject({ method: 'GET', url: `/api/my-account/orders${query}`, headers: customer });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toBeTruthy();
    }
  });
});
