import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCheckoutFixtures } from '../../../test/fixtures/checkout-fixtures';
import { demo, useTestApp } from '../../../test/test-app';

type Rows<T> = { rows: T[] };
type Item = { client_id: number; modified: bigint; ends_at: string | null; deleted_at: string | null };

/**
 * The feed items the triggers of migration 0026 write, watched straight in the tables: every change to a
 * session, course, court, price, venue or operator name moves its items in its own transaction, with the
 * transaction's id as their `modified`, and nothing else moves. A small operator of the tests' own keeps the
 * demo operator's items as the ones that must stay still.
 */
describe('open data items kept by triggers', () => {
  const t = useTestApp();
  const rows = async <T>(text: string) => ((await t.sql(text)) as Rows<T>).rows;
  const one = async <T>(text: string) => (await rows<T>(text))[0]!;
  let clientId: number;
  let demoClientId: number;
  let venueId: number;
  let locationId: number;
  const categories: Record<'classes' | 'courses' | 'courts', number> = { classes: 0, courses: 0, courts: 0 };
  let n = 0;

  beforeAll(async () => {
    demoClientId = (
      await one<{ id: number }>(`select client_id as id from venues where slug = 'manchester-central'`)
    ).id;
    // The demo operator stays the one the tests' requests reach once there are two.
    await t.sql(`update clients set hosts = '{localhost}' where id = ${demoClientId}`);
    const made = await one<{ client_id: number; venue_id: number }>(
      `with c as (insert into clients (name, hosts) values ('Millbrook Leisure', '{millbrook.example}') returning id)
       insert into venues (client_id, name, slug, address1, city, postcode, lat, lng)
       select id, 'Millbrook Baths', 'millbrook-baths', '1 Mill Lane', 'Derby', 'DE1 3AA', 52.92, -1.47 from c
       returning client_id, id as venue_id`,
    );
    clientId = made.client_id;
    venueId = made.venue_id;
    locationId = (
      await one<{ id: number }>(
        `insert into locations (client_id, venue_id, name, slug, type)
         values (${clientId}, ${venueId}, 'Court 1', 'court-1', 'court') returning id`,
      )
    ).id;
    for (const kind of ['classes', 'courses', 'courts'] as const) {
      categories[kind] = (
        await one<{ id: number }>(
          `insert into activity_categories (client_id, slug, name, kind)
           values (${clientId}, '${kind}', '${kind}', '${kind}') returning id`,
        )
      ).id;
    }
  });

  async function activity(kind: 'classes' | 'courses' | 'courts', price = 650) {
    n += 1;
    const { id } = await one<{ id: number }>(
      `insert into activities (client_id, venue_id, category_id, slug, name, duration_minutes, booking_type)
       values (${clientId}, ${venueId}, ${categories[kind]}, 'activity-${n}', 'Activity ${n}', 60,
         '${kind === 'courts' ? 'slot' : 'class'}') returning id`,
    );
    await t.sql(
      `insert into pricing_options (client_id, activity_id, kind, name, price)
       values (${clientId}, ${id}, 'payg', 'Pay as you go', ${price})`,
    );
    return id;
  }

  /** Sessions of the activity, one per day offset (negative is past), inserted in one statement. */
  async function sessions(activityId: number, days: number[]) {
    const made = await rows<{ id: number }>(
      `insert into occurrences (client_id, activity_id, venue_id, location_id, starts_at, ends_at, capacity)
       select ${clientId}, ${activityId}, ${venueId}, ${locationId}, now() + d * interval '1 day',
              now() + d * interval '1 day' + interval '1 hour', 10
         from unnest(array[${days.join(',')}]::int[]) with ordinality as u(d, i) order by i
       returning id`,
    );
    return made.map((r) => r.id);
  }

  async function item(kind: string, sourceId: number): Promise<Item | undefined> {
    const found = await rows<Omit<Item, 'modified'> & { modified: string }>(
      `select client_id, modified::text as modified, ends_at::text as ends_at, deleted_at::text as deleted_at
         from open_data_items where kind = '${kind}' and source_id = ${sourceId}`,
    );
    return found[0] && { ...found[0], modified: BigInt(found[0].modified) };
  }
  const modifiedOf = async (kind: string, sourceId: number) => (await item(kind, sourceId))!.modified;

  /** The last transaction to write the row, as a `modified` reads (the xid8's low half is the xid). */
  async function writerOf(table: string, where: string) {
    const { xmin } = await one<{ xmin: string }>(`select xmin::text as xmin from ${table} where ${where}`);
    return BigInt(xmin);
  }
  const lowHalf = (modified: bigint) => modified & 0xffffffffn;

  /** Everything about another operator's items, so any move of one shows. */
  const fingerprint = (client: number) =>
    one<{ items: string; digest: string }>(
      `select count(*)::text as items,
              md5(string_agg(kind || source_id || ':' || modified || ':' || coalesce(deleted_at::text, ''), ','
                  order by kind, source_id)) as digest
         from open_data_items where client_id = ${client}`,
    );

  describe('what is made', () => {
    it('gave every seeded activity and session its item', async () => {
      const missing = await one<{ activities: number; occurrences: number }>(
        `select (select count(*)::int from activities a
                  where a.client_id = ${demoClientId} and not exists (
                    select 1 from open_data_items i where i.source_id = a.id
                       and i.kind in ('SessionSeries', 'CourseInstance', 'FacilityUse'))) as activities,
                (select count(*)::int from occurrences o
                  join activities a on a.id = o.activity_id
                  join activity_categories c on c.id = a.category_id
                  where o.client_id = ${demoClientId} and c.kind <> 'courses' and not exists (
                    select 1 from open_data_items i where i.source_id = o.id
                       and i.kind in ('ScheduledSession', 'Slot'))) as occurrences`,
      );
      expect(missing).toEqual({ activities: 0, occurrences: 0 });
      expect(Number((await fingerprint(demoClientId)).items)).toBeGreaterThan(0);
    });

    it('makes a class a SessionSeries, a course a CourseInstance and a court a FacilityUse', async () => {
      const yoga = await activity('classes');
      const course = await activity('courses');
      const court = await activity('courts');
      for (const [kind, id] of [
        ['SessionSeries', yoga],
        ['CourseInstance', course],
        ['FacilityUse', court],
      ] as const) {
        expect(await item(kind, id), kind).toMatchObject({
          client_id: clientId,
          ends_at: null,
          deleted_at: null,
        });
      }
      expect(await item('SessionSeries', course)).toBeUndefined();
      expect(await item('SessionSeries', court)).toBeUndefined();
    });

    it('makes a ScheduledSession of a class’s session and a Slot of a court’s, written by their insert', async () => {
      const [session] = await sessions(await activity('classes'), [2]);
      const [slot] = await sessions(await activity('courts'), [2]);
      const sessionItem = (await item('ScheduledSession', session!))!;
      const slotItem = (await item('Slot', slot!))!;
      expect(sessionItem).toMatchObject({ client_id: clientId, deleted_at: null });
      expect(slotItem).toMatchObject({ client_id: clientId, deleted_at: null });
      expect(lowHalf(sessionItem.modified)).toBe(await writerOf('occurrences', `id = ${session}`));
      expect(lowHalf(slotItem.modified)).toBe(await writerOf('occurrences', `id = ${slot}`));
      const { ends_at } = await one<{ ends_at: string }>(
        `select ends_at::text from occurrences where id = ${session}`,
      );
      expect(sessionItem.ends_at).toBe(ends_at);
      expect(await item('Slot', session!)).toBeUndefined();
    });

    it('makes a course’s sessions its one CourseInstance, ending with its last session, and refreshes it', async () => {
      const course = await activity('courses');
      const ids = await sessions(course, [3, 10, 17]);
      for (const id of ids) expect(await item('ScheduledSession', id)).toBeUndefined();
      const lastEnd = async () =>
        (
          await one<{ e: string }>(
            `select max(ends_at)::text as e from occurrences where activity_id = ${course}`,
          )
        ).e;
      const first = (await item('CourseInstance', course))!;
      expect(first.ends_at).toBe(await lastEnd());

      await sessions(course, [24]);
      const longer = (await item('CourseInstance', course))!;
      expect(longer.modified).toBeGreaterThan(first.modified);
      expect(longer.ends_at).toBe(await lastEnd());
      expect(longer.ends_at).not.toBe(first.ends_at);
    });

    it('makes 500 sessions inserted at once 500 items in that one statement', async () => {
      const yoga = await activity('classes');
      await t.sql(
        `insert into occurrences (client_id, activity_id, venue_id, location_id, starts_at, ends_at, capacity)
         select ${clientId}, ${yoga}, ${venueId}, ${locationId}, now() + d * interval '1 hour',
                now() + d * interval '1 hour' + interval '45 minutes', 12
           from generate_series(1, 500) as d`,
      );
      const made = await one<{ items: number; modifieds: number; writers: number; live: number }>(
        `select count(*)::int as items, count(distinct i.modified)::int as modifieds,
                count(distinct o.xmin::text)::int as writers, count(*) filter (where i.deleted_at is null)::int as live
           from occurrences o
           left join open_data_items i on i.kind = 'ScheduledSession' and i.source_id = o.id
          where o.activity_id = ${yoga}`,
      );
      expect(made).toEqual({ items: 500, modifieds: 1, writers: 1, live: 500 });
    });
  });

  describe('a booking', () => {
    it('moves its session’s item in the booking’s own transaction', async () => {
      const f = await createCheckoutFixtures(t);
      const alex = await f.signIn(demo.username);
      const occurrence = await f.session();
      const before = await modifiedOf('ScheduledSession', occurrence);

      await f.basketWith(alex, occurrence);
      const { paid } = await f.checkoutByCard(alex, `open-data-${Date.now()}`);
      expect(paid.statusCode).toBe(200);

      const after = (await item('ScheduledSession', occurrence))!;
      expect(after.modified).toBeGreaterThan(before);
      expect(after.deleted_at).toBeNull();
      const booking = await writerOf('bookings', `occurrence_id = ${occurrence}`);
      expect(lowHalf(after.modified)).toBe(booking);
      expect(await writerOf('occurrences', `id = ${occurrence}`)).toBe(booking);
    });

    it('leaves the item as it was when its transaction rolls back, after seeing it as its own', async () => {
      const [session] = await sessions(await activity('classes'), [2]);
      const before = await modifiedOf('ScheduledSession', session!);
      let seen: { modified: string; own: string } | undefined;
      await expect(
        t.database.db.transaction(async (tx) => {
          await tx.execute(sql.raw(`update occurrences set booked_count = 1 where id = ${session}`));
          const result = (await tx.execute(
            sql.raw(
              `select modified::text as modified, pg_current_xact_id()::text as own from open_data_items
                where kind = 'ScheduledSession' and source_id = ${session}`,
            ),
          )) as unknown as Rows<{ modified: string; own: string }>;
          seen = result.rows[0];
          tx.rollback();
        }),
      ).rejects.toThrow();
      expect(seen!.modified).toBe(seen!.own);
      expect(BigInt(seen!.modified)).toBeGreaterThan(before);
      expect(await modifiedOf('ScheduledSession', session!)).toBe(before);
    });
  });

  describe('offers, places and organiser', () => {
    it('moves a class’s item when its price changes, and not its sessions', async () => {
      const yoga = await activity('classes');
      const [session] = await sessions(yoga, [2]);
      const series = await modifiedOf('SessionSeries', yoga);
      const scheduled = await modifiedOf('ScheduledSession', session!);
      await t.sql(`update pricing_options set price = 700 where activity_id = ${yoga}`);
      const moved = await modifiedOf('SessionSeries', yoga);
      expect(moved).toBeGreaterThan(series);
      expect(lowHalf(moved)).toBe(await writerOf('pricing_options', `activity_id = ${yoga}`));
      expect(await modifiedOf('ScheduledSession', session!)).toBe(scheduled);
    });

    it('moves a court’s item and its live slots when its price changes, not its deleted slots', async () => {
      const court = await activity('courts');
      const [live1, live2, removed, past] = await sessions(court, [1, 2, 3, -2]);
      await t.sql(`delete from occurrences where id = ${removed}`);
      const before = {
        court: await modifiedOf('FacilityUse', court),
        removed: await item('Slot', removed!),
        past: await item('Slot', past!),
      };
      expect(before.removed!.deleted_at).not.toBeNull();
      expect(before.past!.deleted_at).not.toBeNull();

      await t.sql(`update pricing_options set price = price + 100 where activity_id = ${court}`);
      const writer = await writerOf('pricing_options', `activity_id = ${court}`);
      const moved = await modifiedOf('FacilityUse', court);
      expect(moved).toBeGreaterThan(before.court);
      expect(lowHalf(moved)).toBe(writer);
      expect(await modifiedOf('Slot', live1!)).toBe(moved);
      expect(await modifiedOf('Slot', live2!)).toBe(moved);
      expect(await item('Slot', removed!)).toEqual(before.removed);
      expect(await item('Slot', past!)).toEqual(before.past);
    });

    it('moves the items of every activity at a venue whose address changes, and no other operator’s', async () => {
      const ids = [await activity('classes'), await activity('courses'), await activity('courts')];
      const kinds = ['SessionSeries', 'CourseInstance', 'FacilityUse'];
      const before = await Promise.all(ids.map((id, i) => modifiedOf(kinds[i]!, id)));
      const others = await fingerprint(demoClientId);

      await t.sql(`update venues set address1 = '2 Mill Lane' where id = ${venueId}`);
      const writer = await writerOf('venues', `id = ${venueId}`);
      for (const [i, id] of ids.entries()) {
        const moved = await modifiedOf(kinds[i]!, id);
        expect(moved).toBeGreaterThan(before[i]!);
        expect(lowHalf(moved)).toBe(writer);
      }
      expect(await fingerprint(demoClientId)).toEqual(others);
    });

    it('moves all the operator’s activities’ items when it is renamed, and none when its name stays', async () => {
      const yoga = await activity('classes');
      const others = await fingerprint(demoClientId);
      const live = async () =>
        rows<{ kind: string; source_id: number; modified: string }>(
          `select kind, source_id, modified::text from open_data_items
            where client_id = ${clientId} and kind in ('SessionSeries', 'CourseInstance', 'FacilityUse')
            order by kind, source_id`,
        );
      const before = await live();
      expect(before.length).toBeGreaterThan(3);

      await t.sql(
        `update clients set hosts = '{millbrook.example,www.millbrook.example}' where id = ${clientId}`,
      );
      expect(await live()).toEqual(before);

      await t.sql(`update clients set name = 'Millbrook Leisure Trust' where id = ${clientId}`);
      const writer = await writerOf('clients', `id = ${clientId}`);
      const after = await live();
      expect(after.map((r) => [r.kind, r.source_id])).toEqual(before.map((r) => [r.kind, r.source_id]));
      for (const [i, row] of after.entries()) {
        expect(BigInt(row.modified), `${row.kind} ${row.source_id}`).toBeGreaterThan(
          BigInt(before[i]!.modified),
        );
        expect(lowHalf(BigInt(row.modified))).toBe(writer);
      }
      expect(after.some((r) => r.kind === 'SessionSeries' && r.source_id === yoga)).toBe(true);
      expect(await fingerprint(demoClientId)).toEqual(others);
    });
  });

  describe('a cancelled or moved session', () => {
    it('keeps a cancelled session live in the feed, moved so consumers hear of it', async () => {
      const [session] = await sessions(await activity('classes'), [2]);
      const before = await modifiedOf('ScheduledSession', session!);
      await t.sql(`update occurrences set status = 'cancelled' where id = ${session}`);
      const after = (await item('ScheduledSession', session!))!;
      expect(after.modified).toBeGreaterThan(before);
      expect(after.deleted_at).toBeNull();
    });

    it('writes a course whose sessions have all ended deleted, and brings it back when one is added ahead', async () => {
      const course = await activity('courses');
      await sessions(course, [-9, -2]);
      const ended = (await item('CourseInstance', course))!;
      expect(ended.deleted_at).not.toBeNull();
      await sessions(course, [5]);
      const back = (await item('CourseInstance', course))!;
      expect(back.deleted_at).toBeNull();
      expect(back.modified).toBeGreaterThan(ended.modified);
    });
  });

  describe('deletions', () => {
    it('marks a removed session’s item deleted in the removing transaction', async () => {
      const [session] = await sessions(await activity('classes'), [2]);
      const before = await modifiedOf('ScheduledSession', session!);
      const { own } = await one<{ own: string }>(
        `with gone as (delete from occurrences where id = ${session} returning id)
         select pg_current_xact_id()::text as own from gone`,
      );
      const after = (await item('ScheduledSession', session!))!;
      expect(after.deleted_at).not.toBeNull();
      expect(after.modified).toBeGreaterThan(before);
      expect(after.modified).toBe(BigInt(own));
    });

    it('refreshes a course when one of its sessions is removed', async () => {
      const course = await activity('courses');
      const [, , last] = await sessions(course, [3, 10, 17]);
      const before = (await item('CourseInstance', course))!;
      await t.sql(`delete from occurrences where id = ${last}`);
      const after = (await item('CourseInstance', course))!;
      expect(after.modified).toBeGreaterThan(before.modified);
      expect(after.deleted_at).toBeNull();
      const { e } = await one<{ e: string }>(
        `select max(ends_at)::text as e from occurrences where activity_id = ${course}`,
      );
      expect(after.ends_at).toBe(e);
      expect(after.ends_at).not.toBe(before.ends_at);
      expect(await item('ScheduledSession', last!)).toBeUndefined();
    });

    it('writes a session inserted already past as deleted, and does not move it when touched again', async () => {
      const yoga = await activity('classes');
      const [past] = await sessions(yoga, [-3]);
      const written = (await item('ScheduledSession', past!))!;
      expect(written.deleted_at).not.toBeNull();
      expect(lowHalf(written.modified)).toBe(await writerOf('occurrences', `id = ${past}`));

      await t.sql(`update occurrences set capacity = capacity + 1 where id = ${past}`);
      expect(await item('ScheduledSession', past!)).toEqual(written);
      await t.sql(`update pricing_options set price = 900 where activity_id = ${yoga}`);
      expect(await item('ScheduledSession', past!)).toEqual(written);
      await t.sql(`delete from occurrences where id = ${past}`);
      expect(await item('ScheduledSession', past!)).toEqual(written);
    });

    it('marks a removed activity’s item deleted', async () => {
      const yoga = await activity('classes');
      const before = await modifiedOf('SessionSeries', yoga);
      await t.sql(`delete from activities where id = ${yoga}`);
      const after = (await item('SessionSeries', yoga))!;
      expect(after.deleted_at).not.toBeNull();
      expect(after.modified).toBeGreaterThan(before);
    });
  });

  describe('an activity that changes kind, and the operator’s logo (migration 0027)', () => {
    it('deletes a class’s series and sessions when it becomes a court, and files it and them as a facility and slots', async () => {
      const hall = await activity('classes');
      const [a, b] = await sessions(hall, [1, 2]);
      await t.sql(
        `update activities set booking_type = 'slot', category_id = ${categories.courts} where id = ${hall}`,
      );
      expect((await item('SessionSeries', hall))!.deleted_at).not.toBeNull();
      expect((await item('FacilityUse', hall))!.deleted_at).toBeNull();
      for (const id of [a!, b!]) {
        expect((await item('ScheduledSession', id))!.deleted_at).not.toBeNull();
        expect((await item('Slot', id))!.deleted_at).toBeNull();
      }
    });

    it('files a class’s sessions under one course when its category becomes a courses category', async () => {
      const swim = await activity('classes');
      const [a] = await sessions(swim, [1, 3]);
      const { id: category } = await one<{ id: number }>(
        `insert into activity_categories (client_id, slug, name, kind)
         values (${clientId}, 'lessons-${swim}', 'Lessons', 'classes') returning id`,
      );
      await t.sql(`update activities set category_id = ${category} where id = ${swim}`);
      expect((await item('ScheduledSession', a!))!.deleted_at).toBeNull();
      await t.sql(`update activity_categories set kind = 'courses' where id = ${category}`);
      expect((await item('SessionSeries', swim))!.deleted_at).not.toBeNull();
      expect((await item('ScheduledSession', a!))!.deleted_at).not.toBeNull();
      const course = (await item('CourseInstance', swim))!;
      expect(course.deleted_at).toBeNull();
      expect(course.ends_at).not.toBeNull();
    });

    it('moves every activity’s item of the operator when its own logo changes, not a venue’s theme', async () => {
      const yoga = await activity('classes');
      await t.sql(`insert into themes (client_id) values (${clientId})`);
      const before = await modifiedOf('SessionSeries', yoga);
      const demoBefore = await fingerprint(demoClientId);
      await t.sql(
        `update themes set theme_app_logo = '/media/logos/millbrook.svg' where client_id = ${clientId}`,
      );
      expect(await modifiedOf('SessionSeries', yoga)).toBeGreaterThan(before);
      expect(await fingerprint(demoClientId)).toEqual(demoBefore);
    });
  });
});
