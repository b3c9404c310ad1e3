import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createJoiningFixtures, type Headers } from '../../../test/fixtures/joining-fixtures';
import { useTestApp } from '../../../test/test-app';
import { addDays, localDate } from '../../platform/local-time';
import { freezeFieldMessages } from './membership-freeze';
import { freezeMessages } from './membership-freeze-standing';

// Real concurrency needs a server: PGlite answers one statement at a time.
describe.skipIf(!inject('postgresTemplate'))('freezing a membership under concurrency', () => {
  const t = useTestApp();
  let f: Awaited<ReturnType<typeof createJoiningFixtures>>;
  let travel: number;
  beforeAll(async () => {
    f = await createJoiningFixtures(t);
    travel = (
      await f.one<{ id: number }>(
        `select id from freeze_types where client_id = ${f.clientId} and reason = 'Travel'`,
      )
    ).id;
  }, 60_000);

  async function held(me: Headers) {
    const { typeId, optionId } = f.options.get('gym-and-swim/recurring')!;
    return (
      await f.one<{ id: number }>(
        `insert into memberships (client_id, user_id, home_venue_id, reference, name, status, starts_at,
           membership_type_id, payment_option_id, payment_type, base_fee, billing_day)
         select ${f.clientId}, ${me.userId}, ${f.venues.get('manchester-central')}, 'RACE', t.name, 'active',
           now() - interval '40 days', t.id, o.id, o.payment_type, o.base_fee, 12
         from membership_types t join membership_payment_options o on o.membership_type_id = t.id
         where t.id = ${typeId} and o.id = ${optionId} returning id`,
      )
    ).id;
  }

  it('twenty requests at once make one freeze; the others are told one is already waiting', async () => {
    const me = await f.customer();
    const id = await held(me);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.inject({
          method: 'POST',
          url: `/api/my-account/user/memberships/${id}/freeze`,
          headers: { authorization: me.authorization },
          payload: {
            freeze_type_id: travel,
            active_from: addDays(localDate(new Date()), 1 + (i % 5)),
            months: 1 + (i % 3),
          },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 422)).toHaveLength(19);
    for (const refused of answers.filter((a) => a.statusCode === 422))
      expect([[freezeFieldMessages.alreadyOpen], [freezeMessages.pending]]).toContainEqual(
        refused.json().errors.membership_id,
      );
    const rows = await f.all<{ status: string }>(
      `select status from membership_freezes where membership_id = ${id}`,
    );
    expect(rows).toEqual([{ status: 'pending_approval' }]);
    expect(
      await f.one<{ status_info: string }>(`select status_info from memberships where id = ${id}`),
    ).toEqual({ status_info: 'freeze pending approval' });
  });
});
