import { beforeAll, describe, expect, it } from 'vitest';
import { createStaffMember, type StaffMember } from '../../../test/fixtures/staff-fixtures';
import { useTestApp } from '../../../test/test-app';
import { hashPassCode, newPassCode } from '../guest-passes/guest-pass-codes';

type Rows<T> = { rows: T[] };
type AuditRow = {
  staff_user_id: number;
  customer_user_id: number | null;
  venue_id: number | null;
  action: string;
  amount: number | null;
  detail: Record<string, unknown>;
};

/**
 * Every staff action leaves one row in the staff audit, written in the action's transaction (decision 052):
 * who, for whom, at which venue, what and its detail. A refused action leaves none, and a manager of the
 * venue reads the row at GET /api/foh/audit.
 */
describe('the staff audit of front-of-house actions', () => {
  const t = useTestApp();
  const one = async <T>(text: string) => ((await t.sql(text)) as Rows<T>).rows[0]!;
  let clientId: number;
  let manchester: number;
  let leeds: number;
  let alex: number;
  /** A new member for each test, so their rows are theirs alone. */
  let sky: StaffMember;
  let manager: StaffMember;

  beforeAll(async () => {
    ({ client_id: clientId, id: manchester } = await one<{ client_id: number; id: number }>(
      `select client_id, id from venues where slug = 'manchester-central'`,
    ));
    leeds = (await one<{ id: number }>(`select id from venues where slug = 'leeds-middleton'`)).id;
    alex = (await one<{ id: number }>(`select id from users where reference = 'C100001'`)).id;
    manager = await createStaffMember(t, { role: 'venue_manager', venueIds: [manchester] });
  });

  const fresh = async () => {
    sky = await createStaffMember(t, { venueIds: [manchester] });
    return sky;
  };
  const rowsOf = async (member: StaffMember) =>
    (
      (await t.sql(
        `select staff_user_id, customer_user_id, venue_id, action, amount, detail from staff_audit_events
         where staff_user_id = ${member.userId} order by id`,
      )) as Rows<AuditRow>
    ).rows;
  const call = (method: 'POST' | 'PUT', url: string, headers: Record<string, string>, payload = {}) =>
    t.inject({ method, url, headers, payload });
  /** The manager's read of Manchester's audit, newest first. */
  const managerReads = async () => {
    const res = await t.inject({
      method: 'GET',
      url: `/api/foh/audit?venue_id=${manchester}`,
      headers: manager.headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as { staff: { id: number }; action: string; customer: { id: number } | null }[];
  };

  /** A monthly membership of Alex's at Manchester Central with a freeze waiting for staff. */
  async function freezeRequest() {
    const { id } = await one<{ id: number }>(
      `with o as (
         select o.id, o.membership_type_id, o.base_fee, t.name from membership_payment_options o
         join membership_types t on t.id = o.membership_type_id
         where t.client_id = ${clientId} and t.slug = 'gym-and-swim' and o.payment_type = 'recurring'),
       m as (
         insert into memberships (client_id, user_id, home_venue_id, reference, name, status,
           membership_type_id, payment_option_id, payment_type, base_fee, billing_day)
         select ${clientId}, ${alex}, ${manchester}, 'AUDIT-' || floor(random() * 1e9)::text, o.name, 'active',
           o.membership_type_id, o.id, 'recurring', o.base_fee, 20 from o limit 1
         returning id)
       insert into membership_freezes (client_id, membership_id, freeze_type_id, active_from, months, ends_on)
       select ${clientId}, m.id, f.id, current_date + 7, 1, current_date + 37 from m, freeze_types f
       where f.client_id = ${clientId} and f.reason = 'Travel' returning id`,
    );
    return id;
  }

  /** A pending student card of Alex's for a Student Gym of his at Manchester Central. */
  async function pendingDocument() {
    const { id } = await one<{ id: number }>(
      `with m as (
         insert into memberships (client_id, user_id, home_venue_id, reference, name, status, membership_type_id)
         select ${clientId}, ${alex}, ${manchester}, 'AUDIT-' || floor(random() * 1e9)::text, name, 'active', id
         from membership_types where client_id = ${clientId} and slug = 'student-gym' returning id)
       insert into eligibility_documents (client_id, user_id, document_type, membership_id, content_type)
       select ${clientId}, ${alex}, 'Student card', m.id, 'application/pdf' from m returning id`,
    );
    return id;
  }

  it('records a freeze approved and one rejected, once each, with the member and the venue', async () => {
    const staff = await fresh();
    const approved = await freezeRequest();
    const rejected = await freezeRequest();
    expect((await call('POST', `/api/staff/freezes/${approved}/approve`, staff.headers)).statusCode).toBe(
      200,
    );
    const reason = { reason: 'No proof of travel' };
    expect(
      (await call('POST', `/api/staff/freezes/${rejected}/reject`, staff.headers, reason)).statusCode,
    ).toBe(200);
    // Decided already: refused, and nothing more is written.
    expect((await call('POST', `/api/staff/freezes/${approved}/approve`, staff.headers)).statusCode).toBe(
      409,
    );
    expect(await rowsOf(staff)).toMatchObject([
      {
        customer_user_id: alex,
        venue_id: manchester,
        action: 'freeze-approved',
        amount: null,
        detail: { freeze_id: approved },
      },
      {
        customer_user_id: alex,
        venue_id: manchester,
        action: 'freeze-rejected',
        detail: { freeze_id: rejected, reason: reason.reason },
      },
    ]);
    const read = await managerReads();
    expect(read.filter((r) => r.staff.id === staff.userId).map((r) => r.action)).toEqual([
      'freeze-rejected',
      'freeze-approved',
    ]);
  });

  it('records a document approved and one rejected; a refused decision writes nothing', async () => {
    const staff = await fresh();
    const approved = await pendingDocument();
    const rejected = await pendingDocument();
    const url = (id: number, what: string) => `/api/staff/eligibility-documents/${id}/${what}`;
    // A date already past is refused before anything is decided.
    const past = { expires_on: '2000-01-01' };
    expect((await call('POST', url(approved, 'approve'), staff.headers, past)).statusCode).toBe(422);
    expect(await rowsOf(staff)).toEqual([]);
    const until = { expires_on: '2099-12-31' };
    expect((await call('POST', url(approved, 'approve'), staff.headers, until)).statusCode).toBe(200);
    const reason = { reason: 'Out of date' };
    expect((await call('POST', url(rejected, 'reject'), staff.headers, reason)).statusCode).toBe(200);
    expect((await call('POST', url(rejected, 'reject'), staff.headers, reason)).statusCode).toBe(409);
    expect(await rowsOf(staff)).toMatchObject([
      {
        customer_user_id: alex,
        venue_id: manchester,
        action: 'document-approved',
        detail: { document_id: approved, expires_on: '2099-12-31' },
      },
      {
        customer_user_id: alex,
        venue_id: manchester,
        action: 'document-rejected',
        detail: { document_id: rejected, reason: 'Out of date' },
      },
    ]);
    expect((await managerReads()).some((r) => r.staff.id === staff.userId && r.customer?.id === alex)).toBe(
      true,
    );
  });

  it('records a guest pass redeemed once, for the member whose pass it is, and not a second time', async () => {
    const staff = await fresh();
    const code = newPassCode();
    const { id } = await one<{ id: number }>(
      `with p as (insert into packages (client_id, slug, name, price, valid_days, guest_passes)
                  values (${clientId}, 'audit-guests-' || floor(random() * 1e9)::text, 'Audit guests', 1000, 30, 1)
                  returning id),
            b as (insert into package_purchases (client_id, user_id, package_id, status, expires_at)
                  select ${clientId}, ${alex}, id, 'active', now() + interval '30 days' from p returning id)
       insert into guest_passes (client_id, user_id, sent_by_user_id, venue_id, guest_name, guest_email,
         code_hash, package_purchase_id, valid_from, valid_to)
       select ${clientId}, ${alex}, ${alex}, ${manchester}, 'Audit Guest', 'audit.guest@example.com',
         '${hashPassCode(code)}', b.id, now() - interval '1 hour', now() + interval '1 day' from b
       returning id`,
    );
    const redeem = () =>
      call('POST', `/api/foh/guest-passes/${code}/redeem`, staff.headers, { venue_id: manchester });
    expect((await redeem()).statusCode).toBe(200);
    expect((await redeem()).statusCode).toBe(409);
    expect(await rowsOf(staff)).toEqual([
      {
        staff_user_id: staff.userId,
        customer_user_id: alex,
        venue_id: manchester,
        action: 'guest-pass-redeemed',
        amount: null,
        detail: { guest_pass_id: id },
      },
    ]);
    expect((await managerReads()).some((r) => r.staff.id === staff.userId)).toBe(true);
  });

  it('records attendance marked at the booking’s venue, and refuses staff of another venue', async () => {
    const staff = await fresh();
    const elsewhere = await createStaffMember(t, { venueIds: [leeds] });
    const { id } = await one<{ id: number }>(
      `with o as (select id, activity_id from occurrences where venue_id = ${manchester} limit 1)
       insert into bookings (client_id, occurrence_id, activity_id, user_id, booked_by_user_id, price)
       select ${clientId}, o.id, o.activity_id, ${alex}, ${alex}, 650 from o returning id`,
    );
    const mark = (member: StaffMember) =>
      call('POST', `/api/foh/bookings/${id}/attendance`, member.headers, { attended: true });
    expect((await mark(elsewhere)).statusCode).toBe(403);
    expect(await rowsOf(elsewhere)).toEqual([]);
    expect(
      (await one<{ attended: boolean }>(`select attended from bookings where id = ${id}`)).attended,
    ).toBe(false);
    expect((await mark(staff)).statusCode).toBe(200);
    expect(await rowsOf(staff)).toEqual([
      {
        staff_user_id: staff.userId,
        customer_user_id: alex,
        venue_id: manchester,
        action: 'attendance-marked',
        amount: null,
        detail: { booking_id: id, attended: true },
      },
    ]);
  });

  it('records a change of desk venue, not a choice of the same one nor a venue not theirs', async () => {
    const staff = await createStaffMember(t, { venueIds: [manchester, leeds], deskVenueId: manchester });
    const desk = (venueId: number) =>
      call('PUT', '/api/foh/me/desk-venue', staff.headers, { venue_id: venueId });
    const other = (await one<{ id: number }>(
      `select id from venues where client_id = ${clientId} and id not in (${manchester}, ${leeds}) limit 1`,
    )) ?? { id: 999_999 };
    expect((await desk(other.id)).statusCode).toBe(403);
    expect((await desk(manchester)).statusCode).toBe(200);
    expect(await rowsOf(staff)).toEqual([]);
    expect((await desk(leeds)).statusCode).toBe(200);
    expect(await rowsOf(staff)).toEqual([
      {
        staff_user_id: staff.userId,
        customer_user_id: null,
        venue_id: leeds,
        action: 'desk-venue-changed',
        amount: null,
        detail: { from_venue_id: manchester },
      },
    ]);
  });

  it('records a kiosk enrolled and revoked by its manager, and a help call answered once', async () => {
    const boss = await createStaffMember(t, { role: 'venue_manager', venueIds: [manchester] });
    const staff = await fresh();
    // Front of house may not enrol a kiosk: refused, unrecorded.
    const enrol = (member: StaffMember) =>
      call('POST', '/api/foh/kiosks', member.headers, { venue_id: manchester, name: 'Audit kiosk' });
    expect((await enrol(staff)).statusCode).toBe(403);
    const enrolled = await enrol(boss);
    expect(enrolled.statusCode).toBe(201);
    const kioskId = enrolled.json().data.id as number;
    const { id: callId } = await one<{ id: number }>(
      `insert into kiosk_help_calls (client_id, venue_id, kiosk_device_id)
       values (${clientId}, ${manchester}, ${kioskId}) returning id`,
    );
    const answer = () => call('POST', `/api/foh/help-calls/${callId}/answer`, staff.headers);
    expect((await answer()).statusCode).toBe(200);
    expect((await answer()).statusCode).toBe(409);
    expect(
      (await t.inject({ method: 'DELETE', url: `/api/foh/kiosks/${kioskId}`, headers: boss.headers }))
        .statusCode,
    ).toBe(200);
    expect((await rowsOf(boss)).map((r) => [r.action, r.venue_id, r.detail.kiosk_id])).toEqual([
      ['kiosk-enrolled', manchester, kioskId],
      ['kiosk-revoked', manchester, kioskId],
    ]);
    expect(await rowsOf(staff)).toMatchObject([
      {
        action: 'help-call-answered',
        venue_id: manchester,
        detail: { help_call_id: callId, kiosk_id: kioskId },
      },
    ]);
  });
});
