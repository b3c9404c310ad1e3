import { freezeProofTooLargeMessage } from '@leisure/contracts/membership-freeze-rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { createJoiningFixtures, type Headers } from '../../../test/fixtures/joining-fixtures';
import { skyParkerSession } from '../../../test/fixtures/staff-fixtures';
import { useTestApp } from '../../../test/test-app';
import { createLocalFileStorage } from '../../platform/file-storage';
import { addDays, localDate, startOfLocalDay } from '../../platform/local-time';
import {
  autoApprovalDue,
  createMembershipFreezes,
  freezeDecidedMessage,
  freezeFieldMessages,
  freezeStartMonthsAhead,
} from './membership-freeze';
import { freezeMessages } from './membership-freeze-standing';
import { addMonths } from './membership-pricing';

// biome-ignore lint/suspicious/noExplicitAny: answers read loosely, as the other API tests do
type Json = Record<string, any>;

/** A multipart body of text fields and, optionally, one file part. */
function multipart(
  fields: Record<string, string | number>,
  file?: { name: string; type: string; data: Buffer },
) {
  const boundary = `----freeze${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`,
      ),
    );
    chunks.push(file.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const pdf = Buffer.concat([
  Buffer.from('%PDF-1.4\n% a doctor’s note\n'),
  Buffer.alloc(200, 0x20),
  Buffer.from('%%EOF\n'),
]);
const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
/** A Windows executable's first bytes, sent as a PDF. */
const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300, 0x90)]);

describe('freezing a membership', () => {
  const t = useTestApp();
  let f: Awaited<ReturnType<typeof createJoiningFixtures>>;
  let staff: Headers;
  let types: Record<string, { id: number; periods: string[] }>;
  beforeAll(async () => {
    f = await createJoiningFixtures(t);
    staff = await skyParkerSession(t);
    const rows = await f.all<{ id: number; reason: string; time_periods: string[] }>(
      `select id, reason, time_periods from freeze_types where client_id = ${f.clientId}`,
    );
    types = Object.fromEntries(rows.map((r) => [r.reason, { id: r.id, periods: r.time_periods }]));
  }, 60_000);

  const today = () => localDate(new Date());
  /** A running monthly Gym & Swim, or a single payment ending in `daysLeft` days, of `userId`. */
  async function hold(userId: number | string, { fixedDaysLeft = null as number | null } = {}) {
    const fixed = fixedDaysLeft !== null;
    const end = fixed ? addDays(today(), fixedDaysLeft + 1) : null;
    const { id } = await f.one<{ id: number }>(
      `insert into memberships (client_id, user_id, home_venue_id, reference, name, status, starts_at, expires_at,
         membership_type_id, payment_option_id, payment_type, base_fee, billing_day)
       select ${f.clientId}, ${userId}, ${f.venues.get('manchester-central')}, 'FREEZE', t.name, 'active',
         now() - interval '40 days',
         ${end ? `(date '${end}')::timestamp at time zone 'Europe/London'` : 'null'},
         t.id, o.id, o.payment_type, o.base_fee, ${fixed ? 'null' : 20}
       from membership_types t join membership_payment_options o on o.membership_type_id = t.id
       where t.client_id = ${f.clientId} and t.slug = 'gym-and-swim'
         and o.payment_type = '${fixed ? 'fixed' : 'recurring'}' order by o.id limit 1 returning id`,
    );
    return id;
  }
  const get = (me: Headers, url: string) =>
    t.inject({ method: 'GET', url, headers: { authorization: me.authorization ?? '' } });
  function freeze(
    me: Headers,
    id: number,
    fields: Record<string, string | number>,
    file?: { name: string; type: string; data: Buffer },
  ) {
    const body = multipart(fields, file);
    return t.inject({
      method: 'POST',
      url: `/api/my-account/user/memberships/${id}/freeze`,
      headers: {
        ...(me.authorization && { authorization: me.authorization }),
        'content-type': body.contentType,
      },
      payload: body.payload,
    });
  }
  const travel = (months = 1, activeFrom = addDays(today(), 7)) => ({
    freeze_type_id: types.Travel!.id,
    active_from: activeFrom,
    months,
  });
  const injury = (activeFrom = today()) => ({
    freeze_type_id: types['Injury or illness']!.id,
    active_from: activeFrom,
    months: 2,
  });
  const listed = async (me: Headers, id: number) =>
    ((await get(me, '/api/my-account/user/memberships')).json().data as Json[]).find((m) => m.id === id)!;
  const freezeRow = (membershipId: number) =>
    f.one<Json>(
      `select * from membership_freezes where membership_id = ${membershipId} order by id desc limit 1`,
    );
  const membershipRow = (id: number) => f.one<Json>(`select * from memberships where id = ${id}`);
  const staffPost = (url: string, payload?: Json) =>
    t.inject({ method: 'POST', url, headers: staff, ...(payload && { payload }) });

  it('tells the reasons, their periods and proof, and the start-date bounds, to the holder and their family only', async () => {
    const me = await f.customer();
    const other = await f.customer();
    const id = await hold(me.userId);
    const url = `/api/my-account/user/memberships/${id}/freezetypes`;
    expect((await t.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await get(other, url)).statusCode).toBe(404);
    // A staff session is nobody on a customer's call (decision 052).
    expect((await get(staff, url)).statusCode).toBe(401);
    const res = await get(me, url);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.min_freeze_start_date).toEqual({ raw: today() });
    expect(data.max_freeze_start_date).toEqual({ raw: addMonths(today(), freezeStartMonthsAhead) });
    expect(data.freeze_types.map((x: Json) => x.reason)).toEqual([
      'Injury or illness',
      'Travel',
      'Pregnancy',
    ]);
    expect(data.freeze_types[0]).toMatchObject({
      time_periods: { '1': '1 month', '2': '2 months', '3': '3 months' },
      proof_of_eligibility: { document_type: "Doctor's note" },
    });
    expect(data.freeze_types[1].proof_of_eligibility).toBeNull();

    // A family member's membership, asked for by the account holder who acts for them.
    const { id: childId } = await f.one<{ id: number }>(
      `insert into users (client_id, reference, first_name, last_name, parent_user_id, date_of_birth)
       values (${f.clientId}, 'FREEZECHILD${Date.now() % 100000}', 'Kit', 'Child', ${me.userId}, '1999-01-01') returning id`,
    );
    const childs = await hold(childId);
    expect((await get(me, `/api/my-account/user/memberships/${childs}/freezetypes`)).statusCode).toBe(200);
    expect((await get(other, `/api/my-account/user/memberships/${childs}/freezetypes`)).statusCode).toBe(404);
    const asked = await freeze(me, childs, travel());
    expect(asked.statusCode, asked.body).toBe(201);

    // A fixed membership's freeze must start by its last day.
    const fixed = await hold(me.userId, { fixedDaysLeft: 10 });
    const bounds = (await get(me, `/api/my-account/user/memberships/${fixed}/freezetypes`)).json().data;
    expect(bounds.max_freeze_start_date.raw).toBe(addDays(today(), 10));
  });

  it('refuses a visitor, another customer, and every wrong field, each under its name', async () => {
    const me = await f.customer();
    const other = await f.customer();
    const id = await hold(me.userId);
    expect((await freeze({}, id, travel())).statusCode).toBe(401);
    expect((await freeze(other, id, travel())).statusCode).toBe(404);

    const yesterday = await freeze(me, id, travel(1, addDays(today(), -1)));
    expect(yesterday.statusCode).toBe(422);
    expect(yesterday.json().errors.active_from[0]).toMatch(/^Choose a start date between /);
    const tooLate = addDays(addMonths(today(), freezeStartMonthsAhead), 1);
    expect((await freeze(me, id, travel(1, tooLate))).json().errors).toHaveProperty('active_from');
    expect((await freeze(me, id, travel(1, '2026-13-45'))).json().errors).toHaveProperty('active_from');

    const notOffered = await freeze(me, id, travel(6));
    expect(notOffered.json().errors).toEqual({ months: [freezeFieldMessages.months] });
    const noType = await freeze(me, id, { active_from: today(), months: 1 });
    expect(noType.json().errors.freeze_type_id).toEqual([freezeFieldMessages.freezeType]);

    const noProof = await freeze(me, id, injury());
    expect(noProof.statusCode).toBe(422);
    expect(noProof.json().errors).toEqual({ file: [freezeFieldMessages.proofMissing] });

    const renamed = await freeze(me, id, injury(), { name: 'note.pdf', type: 'application/pdf', data: exe });
    expect(renamed.json().errors).toEqual({ file: [freezeFieldMessages.proofKind] });

    const huge = await freeze(me, id, injury(), {
      name: 'note.pdf',
      type: 'application/pdf',
      data: Buffer.concat([pdf, Buffer.alloc(20_000_001 - pdf.length, 0x20)]),
    });
    expect(huge.statusCode).toBe(422);
    expect(huge.json().errors).toEqual({ file: [freezeProofTooLargeMessage] });

    // Nothing was asked for by any of them.
    expect(
      await f.one<Json>(`select count(*)::int as n from membership_freezes where membership_id = ${id}`),
    ).toEqual({ n: 0 });
    expect((await listed(me, id)).freezable).toBe(true);
  });

  it('takes one request with its proof, waiting for approval; a second is refused', async () => {
    const me = await f.customer();
    const id = await hold(me.userId);
    const asked = await freeze(me, id, injury(addDays(today(), 3)), {
      name: 'note.png',
      type: 'image/png',
      data: png,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().data).toMatchObject({ status: 'pending_approval', months: 2, has_proof: true });
    const row = await freezeRow(id);
    expect(row.content_type).toBe('image/png');
    expect(row.ends_on).toBe(addDays(addMonths(addDays(today(), 3), 2), -1));
    const m = await listed(me, id);
    expect(m).toMatchObject({ status: 'active', status_info: 'freeze pending approval', freezable: false });

    const again = await freeze(me, id, travel());
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ membership_id: [freezeMessages.pending] });
    const mail = await f.one<{ n: number }>(
      `select count(*)::int as n from outbox_emails where to_address like '${me.userId}%' or subject like '%freeze%'`,
    );
    expect(mail.n).toBeGreaterThan(0);
  });

  it('lets staff, and only staff, approve or refuse; an approval on or after its day freezes at once', async () => {
    const me = await f.customer();
    expect((await get(me, '/api/staff/freezes')).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: '/api/staff/freezes' })).statusCode).toBe(401);

    const now = await hold(me.userId);
    await freeze(me, now, injury(today()), { name: 'n.pdf', type: 'application/pdf', data: pdf });
    const request = await freezeRow(now);
    const queue = (await get(staff, '/api/staff/freezes?status=pending_approval')).json().data as Json[];
    expect(queue.find((x) => x.id === request.id)).toMatchObject({
      membership_id: now,
      proof_document_type: "Doctor's note",
      proof_content_type: 'application/pdf',
    });
    const byCustomer = await t.inject({
      method: 'POST',
      url: `/api/staff/freezes/${request.id}/approve`,
      headers: { authorization: me.authorization },
    });
    expect(byCustomer.statusCode).toBe(403);
    const approved = await staffPost(`/api/staff/freezes/${request.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.status).toBe('active');
    expect(await listed(me, now)).toMatchObject({ status: 'frozen', status_info: null, freezable: false });
    expect((await staffPost(`/api/staff/freezes/${request.id}/approve`)).statusCode).toBe(409);
    expect((await staffPost(`/api/staff/freezes/${request.id}/approve`)).json().message).toBe(
      freezeDecidedMessage,
    );

    const later = await hold(me.userId);
    await freeze(me, later, injury(addDays(today(), 5)), {
      name: 'n.pdf',
      type: 'application/pdf',
      data: pdf,
    });
    const laterId = (await freezeRow(later)).id;
    await staffPost(`/api/staff/freezes/${laterId}/approve`);
    expect(await listed(me, later)).toMatchObject({ status: 'active', status_info: 'freeze pending' });

    const refused = await hold(me.userId);
    await freeze(me, refused, injury(), { name: 'n.pdf', type: 'application/pdf', data: pdf });
    const refusedId = (await freezeRow(refused)).id;
    const res = await staffPost(`/api/staff/freezes/${refusedId}/reject`, {
      reason: 'The note is not signed.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'rejected',
      rejection_reason: 'The note is not signed.',
    });
    expect(await listed(me, refused)).toMatchObject({ status: 'active', status_info: null, freezable: true });
    expect((await staffPost('/api/staff/freezes/2147483647/approve')).statusCode).toBe(404);
  });

  it('sweeps: approves proofless requests after a working day, freezes on the day, unfreezes after, and extends a single payment', async () => {
    const freezes = createMembershipFreezes({
      db: t.database.db,
      householdOf: async (_c, userId) => [{ id: userId }],
      isStaff: async () => false,
      storage: createLocalFileStorage('.tmp/unused/uploads'),
      mail: { queue: async () => ({ id: 0, deliver: async () => {} }) },
      membershipsLink: 'http://localhost/account/memberships',
    });
    const sweep = (at: Date) => t.database.db.transaction((tx) => freezes.sweep(tx, at));
    const me = await f.customer();
    const monthly = await hold(me.userId);
    const fixed = await hold(me.userId, { fixedDaysLeft: 30 });
    const start = addDays(today(), 2);
    expect((await freeze(me, monthly, travel(1, start))).statusCode).toBe(201);
    expect((await freeze(me, fixed, travel(2, start))).statusCode).toBe(201);
    const endsBefore = (await membershipRow(fixed)).expires_at as Date;

    // Not yet a working day on.
    const asked = new Date((await freezeRow(monthly)).requested_at);
    await sweep(new Date(asked.getTime() + 3_600_000));
    expect((await freezeRow(monthly)).status).toBe('pending_approval');
    await sweep(autoApprovalDue(asked));
    expect((await freezeRow(monthly)).status).toBe('approved');
    expect((await membershipRow(monthly)).status_info).toBe('freeze pending');

    // Its first day: frozen, the single payment's end moved on by the two months' days.
    await sweep(new Date(startOfLocalDay(start).getTime() + 3_600_000));
    expect(await membershipRow(monthly)).toMatchObject({ status: 'frozen', status_info: null });
    expect((await freezeRow(monthly)).status).toBe('active');
    const fixedNow = await membershipRow(fixed);
    expect(fixedNow.status).toBe('frozen');
    const frozenDays = Math.round(
      (startOfLocalDay(addMonths(start, 2)).getTime() - startOfLocalDay(start).getTime()) / 86_400_000,
    );
    const lastDayBefore = localDate(new Date(new Date(endsBefore).getTime() - 1));
    expect(localDate(new Date(new Date(fixedNow.expires_at).getTime() - 1))).toBe(
      addDays(lastDayBefore, frozenDays),
    );
    // Run again the same day: nothing more moves.
    await sweep(new Date(startOfLocalDay(start).getTime() + 7_200_000));
    expect((await membershipRow(fixed)).expires_at).toEqual(fixedNow.expires_at);

    // The day after its last: active again.
    const endsOn = (await freezeRow(monthly)).ends_on as string;
    await sweep(new Date(startOfLocalDay(endsOn).getTime() + 3_600_000));
    expect((await membershipRow(monthly)).status).toBe('frozen');
    await sweep(new Date(startOfLocalDay(addDays(endsOn, 1)).getTime() + 3_600_000));
    expect((await membershipRow(monthly)).status).toBe('active');
    expect((await freezeRow(monthly)).status).toBe('ended');
    const events = await f.all<{ event: string }>(
      `select event from membership_events where membership_id = ${monthly} order by id`,
    );
    expect(events.map((e) => e.event)).toEqual(['freeze', 'unfreeze']);
    expect((await listed(me, monthly)).freezable).toBe(true);
  });

  it('counts a weekend out of the working day', () => {
    // Friday 26 June 2026, noon: approved on Monday at noon.
    expect(autoApprovalDue(new Date('2026-06-26T12:00:00Z')).toISOString()).toBe('2026-06-29T12:00:00.000Z');
    expect(autoApprovalDue(new Date('2026-06-23T12:00:00Z')).toISOString()).toBe('2026-06-24T12:00:00.000Z');
  });
});
