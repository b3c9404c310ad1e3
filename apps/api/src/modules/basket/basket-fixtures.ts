import type { TestApp } from '../../../test/test-app';

type Rows<T> = { rows: T[] };

/**
 * Sessions in the states the basket tests need, made beside the demo timetable so the tests do not
 * depend on which seeded session happens to be full today: an activity a visitor may book, one that
 * needs an account, each at £6.50 pay as you go.
 */
export async function createBasketFixtures(t: TestApp) {
  const one = async <T>(text: string) => ((await t.sql(text)) as Rows<T>).rows[0]!;
  const { client_id: clientId, venue_id: venueId } = await one<{ client_id: number; venue_id: number }>(
    `select client_id, id as venue_id from venues where slug = 'manchester-central'`,
  );
  const { id: categoryId } = await one<{ id: number }>(
    `insert into activity_categories (client_id, slug, name, kind) values (${clientId}, 'basket-tests', 'Basket tests', 'classes') returning id`,
  );
  const { id: locationId } = await one<{ id: number }>(
    `insert into locations (client_id, venue_id, name, slug, type) values (${clientId}, ${venueId}, 'Studio B', 'basket-studio-b', 'studio') returning id`,
  );
  const activity = async (slug: string, anonymous: boolean) => {
    const { id } = await one<{ id: number }>(
      `insert into activities (client_id, venue_id, category_id, slug, name, duration_minutes, release_days_ahead, allows_anonymous_bookings)
       values (${clientId}, ${venueId}, ${categoryId}, '${slug}', 'Basket ${slug}', 60, 7, ${anonymous}) returning id`,
    );
    await t.sql(
      `insert into pricing_options (client_id, activity_id, kind, name, price) values (${clientId}, ${id}, 'payg', 'Pay as you go', 650)`,
    );
    return id;
  };
  const open = await activity('open-class', true);
  const membersOnly = await activity('members-class', false);

  /** A session starting `days` from now: 2 is on sale, 20 is not released yet (7 days ahead). */
  async function session({ days = 2, capacity = 10, booked = 0, anonymous = true } = {}): Promise<string> {
    const { id } = await one<{ id: number }>(
      `insert into occurrences (client_id, activity_id, venue_id, location_id, starts_at, ends_at, capacity, booked_count)
       values (${clientId}, ${anonymous ? open : membersOnly}, ${venueId}, ${locationId},
               now() + interval '${days} days', now() + interval '${days} days' + interval '1 hour', ${capacity}, ${booked})
       returning id`,
    );
    return String(id);
  }

  async function userId(reference: string): Promise<number> {
    return (await one<{ id: number }>(`select id from users where reference = '${reference}'`)).id;
  }

  return { clientId, session, userId };
}
