import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassCode, newPassCode } from '../src/modules/guest-passes/guest-pass-codes';
import { staffSessionCounts } from '../src/platform/http/session';
import {
  matrix,
  type RecordKind,
  type Role,
  type StaffRole,
  type Subject,
  staffCallsNotInTheMatrix,
  staffRoles,
  takesNoOwnedId,
} from './authorisation-matrix';
import { cards } from './fixtures/checkout-fixtures';
import { createCourseFixtures } from './fixtures/course-fixtures';
import { staffSession } from './fixtures/staff-fixtures';
import { registeredRoutes } from './registered-routes';
import { demo, useTestApp } from './test-app';

type Headers = Record<string, string>;
type Fixtures = Awaited<ReturnType<typeof createCourseFixtures>>;
type Maker = (whose: 'owner' | 'family') => Promise<Subject>;

/**
 * Every route that takes the id of a customer's record, called by each role with the owner's record (or,
 * for `family`, the linked family member's), answering as authorisation-matrix.ts says; a refused call
 * changes nothing. A route the app registers with an id and no row (or reason) fails the first test, and a
 * staff call (/api/foh/**, /api/staff/**) without a row answering desk, elsewhere and manager the second.
 */
describe('the authorisation matrix', () => {
  const t = useTestApp();
  let f: Fixtures;
  const as: Record<Exclude<Role, 'family' | StaffRole>, Headers> = {
    anonymous: {},
    other: {},
    owner: {},
  };
  const ids: Record<'alex' | 'mia' | 'priya', number> = { alex: 0, mia: 0, priya: 0 };
  let make: Record<RecordKind, Maker>;
  /**
   * Staff sessions past their second factor (decision 052), one a role for every row: Sky Parker at
   * Manchester Central's desk, front of house at Leeds Middleton only, and a manager of Manchester Central.
   */
  const staffOf: Record<StaffRole, Headers> = { desk: {}, elsewhere: {}, manager: {} };
  let snapshot: (kind: RecordKind, s: Subject) => Promise<unknown>;

  beforeAll(async () => {
    f = await createCourseFixtures(t);
    as.owner = await f.signIn(demo.username);
    as.other = await f.signIn('priya.shah@example.com');
    const sky = await f.one<{ id: number }>(`select id from users where reference = 'S000001'`);
    staffOf.desk = await staffSession(t, { userId: sky.id, venueIds: ['manchester-central'] });
    staffOf.elsewhere = await staffSession(t, { venueIds: ['leeds-middleton'] });
    staffOf.manager = await staffSession(t, { role: 'venue_manager', venueIds: ['manchester-central'] });
    for (const [name, reference] of [
      ['alex', 'C100001'],
      ['mia', 'C100030'],
      ['priya', 'C100002'],
    ] as const) {
      ids[name] = (await f.one<{ id: number }>(`select id from users where reference = '${reference}'`)).id;
    }
    ({ make, snapshot } = await recordMakers(t, f, as, ids));
  });

  const rowRoutes = Object.keys(matrix).map((key) => key.split('#')[0]!);

  it('has a row, or a reason it takes no customer’s record, for every route that takes an id', async () => {
    const routes = await registeredRoutes(t.app);
    const unlisted = routes
      .filter((r) => r.takesId)
      .map((r) => r.key)
      .filter(
        (key) =>
          !rowRoutes.includes(key) &&
          !Object.keys(takesNoOwnedId).some((listed) =>
            listed.endsWith('*') ? key.startsWith(listed.slice(0, -1)) : key === listed,
          ),
      );
    expect(unlisted, 'routes taking an id with no row in authorisation-matrix.ts').toEqual([]);
    const stale = rowRoutes.filter((key) => !routes.some((r) => r.key === key));
    expect(stale, 'rows of authorisation-matrix.ts for routes the app does not register').toEqual([]);
  });

  it('has a row for every staff call, answering each staff role', async () => {
    const routes = await registeredRoutes(t.app);
    const staffCalls = routes
      .map((r) => r.key)
      .filter((key) => staffSessionCounts(key.split(' ')[1]!) && !(key in staffCallsNotInTheMatrix));
    expect(staffCalls.filter((key) => !rowRoutes.includes(key))).toEqual([]);
    const partial = Object.entries(matrix)
      .filter(([key]) => staffCalls.includes(key.split('#')[0]!))
      .filter(([, row]) => staffRoles.some((role) => row.expect[role] === undefined))
      .map(([key]) => key);
    expect(partial, 'rows of staff calls without desk, elsewhere and manager').toEqual([]);
  });

  const cached = new Map<string, Subject>();
  async function subject(kind: RecordKind, whose: 'owner' | 'family', fresh: boolean) {
    const key = `${kind} ${whose}`;
    if (!fresh && cached.has(key)) return cached.get(key)!;
    const made = await make[kind](whose);
    cached.set(key, made);
    return made;
  }

  for (const [route, row] of Object.entries(matrix)) {
    it(route, async () => {
      const method = route.split(' ')[0] as InjectOptions['method'];
      const call = (headers: Headers, s: Subject) => {
        const { url, payload } = row.call(s);
        return t.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      };
      const answers: Partial<Record<Role, number>> = {};
      const bodies: Partial<Record<Role, string>> = {};
      const owner = await subject(row.record, 'owner', row.write === true);
      const before = await snapshot(row.record, owner);
      for (const role of ['anonymous', 'other'] as const) {
        const res = await call(as[role], owner);
        answers[role] = res.statusCode;
        bodies[role] = res.body.slice(0, 160);
        if (role === 'other' || res.statusCode >= 400) {
          expect(await snapshot(row.record, owner), `${route} as ${role} changed the owner's record`).toEqual(
            before,
          );
        }
        if (role === 'other' && res.statusCode < 400) {
          expect(res.body, `${route} shows the owner's record to another customer`).not.toContain(
            `"id":${owner.recordId},`,
          );
        }
      }
      // Staff have no customer's session (decision 052): on a customer's call their own is nobody's.
      if (!staffSessionCounts(row.call(owner).url)) {
        const res = await call(staffOf.desk, owner);
        expect(res.statusCode, `${route} with a staff session: ${res.body.slice(0, 160)}`).toBe(
          answers.anonymous,
        );
        expect(await snapshot(row.record, owner), `${route} by a staff session changed the record`).toEqual(
          before,
        );
      }
      for (const role of staffRoles) {
        if (row.expect[role] === undefined) continue;
        // After the desk, a write is made on a record of its own: the desk may have decided the first.
        const s = row.write && role !== 'desk' ? await subject(row.record, 'owner', true) : owner;
        const was = s === owner ? before : await snapshot(row.record, s);
        const res = await call(staffOf[role], s);
        answers[role] = res.statusCode;
        bodies[role] = res.body.slice(0, 160);
        if (res.statusCode >= 400 || !row.staffActs)
          expect(await snapshot(row.record, s), `${route} as ${role} changed the owner's record`).toEqual(
            was,
          );
      }
      if (row.expect.family !== undefined) {
        const res = await call(as.owner, await subject(row.record, 'family', row.write === true));
        answers.family = res.statusCode;
        bodies.family = res.body.slice(0, 160);
      }
      const res = await call(as.owner, owner);
      answers.owner = res.statusCode;
      bodies.owner = res.body.slice(0, 160);
      expect(answers, JSON.stringify(bodies, null, 1)).toEqual(row.expect);
    });
  }
});

/** Makes each kind of record for Alex (`owner`) or for Mia, booked by Alex (`family`), and reads it back. */
async function recordMakers(
  t: ReturnType<typeof useTestApp>,
  f: Fixtures,
  as: Record<'owner' | 'other', Headers>,
  ids: Record<'alex' | 'mia' | 'priya', number>,
) {
  const alex = as.owner;
  const userOf = (whose: 'owner' | 'family') => (whose === 'owner' ? ids.alex : ids.mia);
  let n = 0;

  // A V2 venue of the tests' own, so V2 bookings exist whatever the demo's flags say.
  const { category_id: categoryId } = await f.one<{ category_id: number }>(
    `select category_id from activities where id = ${f.activityId}`,
  );
  const v2 = await f.one<{ venue: number; location: number; activity: number }>(
    `with venue as (
       insert into venues (client_id, name, slug, address1, city, postcode, lat, lng, activities_v2_enabled)
       values (${f.clientId}, 'Matrix V2', 'matrix-v2', '1 High Street', 'York', 'YO1 1AA', 53.96, -1.08, true)
       returning id),
     location as (
       insert into locations (client_id, venue_id, name, slug, type)
       select ${f.clientId}, id, 'Hall', 'matrix-v2-hall', 'studio' from venue returning id, venue_id),
     activity as (
       insert into activities (client_id, venue_id, category_id, slug, name, duration_minutes, release_days_ahead)
       select ${f.clientId}, venue_id, ${categoryId}, 'matrix-v2-class', 'V2 class', 60, 7 from location
       returning id)
     select venue.id as venue, location.id as location, activity.id as activity from venue, location, activity`,
  );
  await t.sql(`update clients set activities_v2_enabled = true where id = ${f.clientId}`);

  async function booking(whose: 'owner' | 'family', venue: 'v1' | 'v2'): Promise<Subject> {
    const userId = userOf(whose);
    const occurrence =
      venue === 'v1'
        ? await f.session({ booked: 1 })
        : (
            await f.one<{ id: number }>(
              `insert into occurrences (client_id, activity_id, venue_id, location_id, starts_at, ends_at, capacity, booked_count)
               values (${f.clientId}, ${v2.activity}, ${v2.venue}, ${v2.location}, now() + interval '2 days',
                       now() + interval '2 days 1 hour', 10, 1) returning id`,
            )
          ).id;
    const activity = venue === 'v1' ? f.activityId : v2.activity;
    const { id } = await f.one<{ id: number }>(
      `insert into bookings (client_id, occurrence_id, activity_id, user_id, booked_by_user_id, price)
       values (${f.clientId}, ${occurrence}, ${activity}, ${userId}, ${ids.alex}, 650) returning id`,
    );
    return { userId, recordId: id };
  }

  /** Alex's basket with one place in it (for himself or Mia), and the line's id. */
  async function basketLine(whose: 'owner' | 'family') {
    const userId = userOf(whose);
    await t.inject({ method: 'DELETE', url: '/api/activities/cart', headers: alex });
    const res = await f.post(alex, '/api/activities/cart/add', {
      items: [{ id: String(await f.session()), type: 'activity', purchased_for_user_id: userId }],
    });
    if (res.statusCode !== 200) throw new Error(`add failed: ${res.statusCode} ${res.body}`);
    return { userId, recordId: res.json().data.items[0].id as number };
  }

  /** Alex pays for a place by a card he asks the gateway to keep: the card's id. */
  async function saveCard(): Promise<number> {
    await basketLine('owner');
    const key = `matrix-save-${++n}`;
    const terms = await f.termsIds(alex);
    const start = await f.post(alex, '/api/checkout/payment', { idempotency_key: key });
    const payment = start.json().data;
    await f.post({}, '/gateway/sandbox/confirm', {
      client_secret: payment.client_secret,
      cardholder_name: 'Alex Morgan',
      card_number: cards.succeeds,
      expiry: '12/30',
      security_code: '123',
      save_card: true,
    });
    const paid = await f.complete(alex, {
      payments: [{ tender_type: 'card', payment_id: payment.payment_id }],
      terms,
      idempotency_key: key,
    });
    if (paid.statusCode !== 200) throw new Error(`pay failed: ${paid.statusCode} ${paid.body}`);
    return (await f.one<{ id: number }>(`select max(id) as id from saved_cards where user_id = ${ids.alex}`))
      .id;
  }

  const { id: manchester } = await f.one<{ id: number }>(
    `select id from venues where slug = 'manchester-central'`,
  );
  let savedCardId: number | undefined;
  let photoFile: string | null = null;
  // A pending student card of Alex's, for a Student Gym of his, uploaded as the browser does.
  const makeDocument = async () => {
    const { id: membershipId, criterion } = await f.one<{ id: number; criterion: number }>(
      `insert into memberships (client_id, user_id, reference, name, status, membership_type_id)
       select ${f.clientId}, ${ids.alex}, 'MATRIX-${++n}', name, 'active', id from membership_types
       where client_id = ${f.clientId} and slug = 'student-gym'
       returning id, (select eligibility_criterion_id from membership_types where slug = 'student-gym') as criterion`,
    );
    const { id: typeId } = await f.one<{ id: number }>(
      `select id from eligibility_document_types where eligibility_criterion_id = ${criterion} limit 1`,
    );
    const boundary = 'matrix-document';
    const field = (name: string, value: number) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const res = await t.inject({
      method: 'POST',
      url: '/api/my-account/eligibility/document',
      headers: { ...alex, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          field('membership_id', membershipId) +
            field('eligibility_criterion_id', criterion) +
            field('eligibility_document_type_id', typeId) +
            `--${boundary}\r\nContent-Disposition: form-data; name="document"; filename="card.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n\r\n--${boundary}--\r\n`,
        ),
      ]),
    });
    if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
    return { userId: ids.alex, recordId: res.json().data.id };
  };

  const make: Record<RecordKind, Maker> = {
    eligibilityDocument: makeDocument,
    user: async (whose) => {
      const line = await basketLine(whose);
      // Priya has a basket of her own: what refuses her is whose id she sends.
      await f.basketWith(as.other, await f.session());
      return {
        userId: line.userId,
        recordId: line.userId,
        terms: await f.termsIds(alex),
        occurrenceId: await f.session(),
        fullOccurrenceId: await f.session({ capacity: 1, booked: 1 }),
        venueId: manchester,
        activityId: f.activityId,
      };
    },
    photo: async (whose) => {
      if (!photoFile) {
        const jpeg = await sharp({
          create: { width: 64, height: 64, channels: 3, background: '#336699' },
        })
          .jpeg()
          .toBuffer();
        const boundary = 'matrix-photo';
        const head = `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="me.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
        const res = await t.inject({
          method: 'POST',
          url: '/api/my-account/user/profile-photo',
          headers: { ...alex, 'content-type': `multipart/form-data; boundary=${boundary}` },
          payload: Buffer.concat([Buffer.from(head), jpeg, Buffer.from(`\r\n--${boundary}--\r\n`)]),
        });
        if (res.statusCode !== 200) throw new Error(`photo failed: ${res.statusCode} ${res.body}`);
        photoFile = (
          await f.one<{ photo_file: string }>(`select photo_file from users where id = ${ids.alex}`)
        ).photo_file;
      }
      // Mia cannot upload one herself: she has the same picture as her father, as staff would set it.
      if (whose === 'family')
        await t.sql(`update users set photo_file = '${photoFile}' where id = ${ids.mia}`);
      return { userId: userOf(whose), recordId: userOf(whose) };
    },
    linkedUser: async () => {
      const res = await f.post(alex, '/api/my-account/user/linked-users', {
        first_name: 'Linked',
        last_name: `Matrix${++n}`,
        date_of_birth: '2015-01-02',
        relationship: 'Child',
      });
      if (res.statusCode !== 201) throw new Error(`link failed: ${res.statusCode} ${res.body}`);
      return { userId: ids.alex, recordId: res.json().data.id as number };
    },
    basketLine,
    savedCard: async (whose) => {
      savedCardId ??= await saveCard();
      await basketLine(whose);
      // Priya has a basket too: she is refused for the card, not for having nothing to pay.
      await f.basketWith(as.other, await f.session());
      return { userId: ids.alex, recordId: savedCardId };
    },
    // A card of its own for each row that changes or deletes one.
    storedCard: async () => ({ userId: ids.alex, recordId: await saveCard() }),
    startedPayment: async (whose) => {
      await basketLine(whose);
      const terms = await f.termsIds(alex);
      const { payment } = await f.payByCard(alex, `matrix-payment-${++n}`);
      return { userId: ids.alex, recordId: payment.payment_id as number, terms };
    },
    order: async (whose) => {
      await basketLine(whose);
      const key = `matrix-order-${++n}`;
      const { paid } = await f.checkoutByCard(alex, key);
      if (paid.statusCode !== 200) throw new Error(`pay failed: ${paid.statusCode} ${paid.body}`);
      const orderId = paid.json().data.order_id as number;
      const { uuid } = await f.one<{ uuid: string }>(`select uuid from orders where id = ${orderId}`);
      return { userId: ids.alex, recordId: orderId, uuid };
    },
    booking: (whose) => booking(whose, 'v1'),
    v2Booking: (whose) => booking(whose, 'v2'),
    courseBooking: async (whose) => {
      const course = await f.course();
      const id = await f.book(alex, course.id, whose === 'family' ? ids.mia : undefined);
      return { userId: userOf(whose), recordId: id };
    },
    waitlistEntry: async (whose) => {
      const userId = userOf(whose);
      const occurrence = await f.session({ capacity: 1, booked: 1 });
      const res = await f.post(alex, '/api/my-account/waitlist', {
        occurrence_id: occurrence,
        user_id: userId,
      });
      if (res.statusCode !== 201) throw new Error(`join failed: ${res.statusCode} ${res.body}`);
      const { id } = await f.one<{ id: number }>(
        `select id from waitlist_entries where occurrence_id = ${occurrence} and user_id = ${userId}`,
      );
      return { userId, recordId: id };
    },
    // Of a type that asks no questions: answering it with none is all an owner can do.
    membership: async (whose) => {
      const userId = userOf(whose);
      const { id } = await f.one<{ id: number }>(
        `insert into memberships (client_id, user_id, reference, name, membership_type_id)
         select ${f.clientId}, ${userId}, 'MATRIX-${++n}', name, id from membership_types
         where client_id = ${f.clientId} and slug = 'junior-swim' returning id`,
      );
      return { userId, recordId: id };
    },
    // A monthly Gym & Swim at Manchester Central, paid by direct debit on the 20th.
    heldMembership: async (whose) => {
      const userId = userOf(whose);
      const { id, option_id } = await f.one<{ id: number; option_id: number }>(
        `with o as (
           select o.id, o.membership_type_id, o.base_fee, t.name from membership_payment_options o
           join membership_types t on t.id = o.membership_type_id
           where t.client_id = ${f.clientId} and t.slug = 'gym-and-swim' and o.payment_type = 'recurring')
         insert into memberships (client_id, user_id, home_venue_id, reference, name, status,
           membership_type_id, payment_option_id, payment_type, base_fee, billing_day)
         select ${f.clientId}, ${userId}, v.id, 'MATRIX-${++n}', o.name, 'active', o.membership_type_id,
           o.id, 'recurring', o.base_fee, 20 from o, venues v where v.slug = 'manchester-central'
         returning id, (select o2.id from membership_payment_options o2
           join membership_types t2 on t2.id = o2.membership_type_id
           where t2.slug = 'off-peak-north' and o2.payment_type = 'recurring' limit 1) as option_id`,
      );
      return { userId, recordId: id, optionId: option_id };
    },
    // A freeze of a running membership of Alex's, waiting for staff to decide it.
    freezeRequest: async () => {
      const { recordId: membershipId } = await make.heldMembership('owner');
      const { id } = await f.one<{ id: number }>(
        `insert into membership_freezes (client_id, membership_id, freeze_type_id, active_from, months, ends_on)
         select ${f.clientId}, ${membershipId}, id, current_date + 7, 1, current_date + 37 from freeze_types
         where client_id = ${f.clientId} and reason = 'Travel' returning id`,
      );
      return { userId: ids.alex, recordId: id };
    },
    // Sent from a package of Alex's to a guest, for Manchester Central, valid now.
    issuedGuestPass: async () => {
      const code = newPassCode();
      const { id, venue_id } = await f.one<{ id: number; venue_id: number }>(
        `with p as (insert into packages (client_id, slug, name, price, valid_days, guest_passes)
                    values (${f.clientId}, 'matrix-guests-${++n}', 'Matrix guests', 1000, 30, 1) returning id),
              b as (insert into package_purchases (client_id, user_id, package_id, status, expires_at)
                    select ${f.clientId}, ${ids.alex}, id, 'active', now() + interval '30 days' from p returning id)
         insert into guest_passes (client_id, user_id, sent_by_user_id, venue_id, guest_name, guest_email,
           code_hash, package_purchase_id, valid_from, valid_to)
         select ${f.clientId}, ${ids.alex}, ${ids.alex}, v.id, 'Matrix Guest', 'matrix.guest@example.com',
           '${hashPassCode(code)}', b.id, now() - interval '1 hour', now() + interval '1 day'
         from b, venues v where v.slug = 'manchester-central' returning id, venue_id`,
      );
      return { userId: ids.alex, recordId: id, code, venueId: venue_id };
    },
    // One guest pass left to send, from a package of Alex's (or Mia's) valid at every centre.
    guestPassAllowance: async (whose) => {
      const userId = userOf(whose);
      const { id, venue_id } = await f.one<{ id: number; venue_id: number }>(
        `with p as (insert into packages (client_id, slug, name, price, valid_days, guest_passes)
                    values (${f.clientId}, 'matrix-allowance-${++n}', 'Matrix allowance', 1000, 30, 1) returning id)
         insert into package_purchases (client_id, user_id, package_id, status, expires_at)
         select ${f.clientId}, ${userId}, id, 'active', now() + interval '30 days' from p
         returning id, (select id from venues where slug = 'manchester-central') as venue_id`,
      );
      return { userId, recordId: id, venueId: venue_id };
    },
    // Sold to Alex for cash at Manchester Central's desk by a staff member of its own.
    deskSale: async () => {
      const seller = await staffSession(t, { venueIds: ['manchester-central'] });
      const fohCart = '/api/foh/activities/cart';
      const added = await f.post(seller, `${fohCart}/add`, {
        selected_user_id: ids.alex,
        items: [{ id: String(await f.session()), type: 'activity' }],
      });
      if (added.statusCode !== 200) throw new Error(`desk add failed: ${added.statusCode} ${added.body}`);
      const paid = await t.inject({
        method: 'POST',
        url: `${fohCart}/pay`,
        headers: { ...seller, 'idempotency-key': `matrix-desk-sale-${++n}` },
        payload: {
          selected_user_id: ids.alex,
          terms: await f.termsIds(alex),
          payments: [{ tender_type: 'cash', amount: 650 }],
        },
      });
      if (paid.statusCode !== 200) throw new Error(`desk sale failed: ${paid.statusCode} ${paid.body}`);
      return { userId: ids.alex, recordId: paid.json().data.order_id as number };
    },
    // A kiosk of Manchester Central, enrolled by its manager (Morgan Hale), and a help call from it.
    kiosk: async () => {
      const { id } = await f.one<{ id: number }>(
        `insert into kiosk_devices (client_id, venue_id, name, token_hash, enrolled_by_user_id)
         select ${f.clientId}, ${manchester}, 'Matrix kiosk ${++n}', md5('matrix-kiosk-${n}'), id
         from users where reference = 'S000002' returning id`,
      );
      return { userId: ids.alex, recordId: id, venueId: manchester };
    },
    helpCall: async () => {
      const { recordId: kiosk } = await make.kiosk('owner');
      const { id } = await f.one<{ id: number }>(
        `insert into kiosk_help_calls (client_id, venue_id, kiosk_device_id)
         values (${f.clientId}, ${manchester}, ${kiosk}) returning id`,
      );
      return { userId: ids.alex, recordId: id, venueId: manchester };
    },
    // A pass Alex sent from his own (or Mia's) allowance, now redeemed.
    guestPass: async (whose) => {
      const { userId, recordId: purchaseId } = await make.guestPassAllowance(whose);
      const { id } = await f.one<{ id: number }>(
        `insert into guest_passes (client_id, user_id, sent_by_user_id, venue_id, guest_name, guest_email,
           code_hash, package_purchase_id, valid_from, valid_to, redeemed_at)
         select ${f.clientId}, ${userId}, ${ids.alex}, v.id, 'Matrix Guest', 'matrix.guest@example.com',
           '${hashPassCode(newPassCode())}', ${purchaseId}, now() - interval '1 day', now() + interval '1 day', now()
         from venues v where v.slug = 'manchester-central' returning id`,
      );
      return { userId, recordId: id };
    },
  };

  const row = (table: string) => (s: Subject) =>
    f.one<{ row: unknown }>(`select to_jsonb(r) as row from ${table} r where id = ${s.recordId}`);
  /** The customer as a whole: their row, and what is theirs in Alex's basket, waitlists and bookings. */
  const customer = (s: Subject) =>
    f.one<{ row: unknown }>(
      `select jsonb_build_object(
         'user', (select to_jsonb(u) from users u where id = ${s.userId}),
         'basket', (select coalesce(jsonb_agg(to_jsonb(i) order by i.id), '[]') from cart_items i
                    join carts c on c.id = i.cart_id where c.user_id = ${ids.alex} and c.status = 'open'),
         'tenders', (select coalesce(jsonb_agg(to_jsonb(p) order by p.id), '[]') from cart_payments p
                     join carts c on c.id = p.cart_id where c.user_id = ${ids.alex} and c.status = 'open'),
         'waitlists', (select count(*) from waitlist_entries where user_id = ${s.userId}),
         'bookings', (select count(*) from bookings where user_id = ${s.userId})) as row`,
    );
  const snapshots: Record<RecordKind, (s: Subject) => Promise<unknown>> = {
    eligibilityDocument: row('eligibility_documents'),
    kiosk: row('kiosk_devices'),
    deskSale: row('orders'),
    helpCall: row('kiosk_help_calls'),
    issuedGuestPass: row('guest_passes'),
    guestPass: row('guest_passes'),
    guestPassAllowance: (s) =>
      f.one<{ row: unknown }>(
        `select jsonb_build_object('purchase', to_jsonb(b), 'passes',
           (select count(*) from guest_passes g where g.user_id = b.user_id)) as row
         from package_purchases b where id = ${s.recordId}`,
      ),
    freezeRequest: (s) =>
      f.one<{ row: unknown }>(
        `select jsonb_build_object('freeze', to_jsonb(z), 'membership', to_jsonb(m)) as row
         from membership_freezes z join memberships m on m.id = z.membership_id where z.id = ${s.recordId}`,
      ),
    user: customer,
    photo: customer,
    linkedUser: row('users'),
    basketLine: row('cart_items'),
    savedCard: async (s) => [await row('saved_cards')(s), await customer(s)],
    storedCard: async (s) => [await row('saved_cards')(s), await customer(s)],
    startedPayment: async (s) => [await row('payments')(s), await customer(s)],
    order: row('orders'),
    booking: row('bookings'),
    v2Booking: row('bookings'),
    courseBooking: row('booking_bundles'),
    waitlistEntry: row('waitlist_entries'),
    heldMembership: (s) =>
      f.one<{ row: unknown }>(
        `select jsonb_build_object('membership', to_jsonb(m), 'successors',
           (select count(*) from memberships n where n.previous_membership_id = m.id),
           'basket', (select count(*) from cart_items i where i.cartable_id in
             (select id from memberships n where n.previous_membership_id = m.id))) as row
         from memberships m where id = ${s.recordId}`,
      ),
    membership: (s) =>
      f.one<{ row: unknown }>(
        `select jsonb_build_object('membership', to_jsonb(m), 'answers',
           (select coalesce(jsonb_agg(to_jsonb(a) order by a.id), '[]') from custom_question_answers a
            where a.membership_id = m.id)) as row from memberships m where id = ${s.recordId}`,
      ),
  };
  return { make, snapshot: (kind: RecordKind, s: Subject) => snapshots[kind](s) };
}
