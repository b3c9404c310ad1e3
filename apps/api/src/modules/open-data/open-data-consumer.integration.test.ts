import { beforeAll, describe, expect, it } from 'vitest';
import { createCheckoutFixtures } from '../../../test/fixtures/checkout-fixtures';
import { feedReader } from '../../../test/fixtures/open-data-fixtures';
import { createStaffMember } from '../../../test/fixtures/staff-fixtures';
import { demo, useTestApp } from '../../../test/test-app';

type Fixtures = Awaited<ReturnType<typeof createCheckoutFixtures>>;

/**
 * A consumer that has read every feed to its end hears of exactly what changes next, through the real
 * API: a booking and its cancellation move the session's places, a manager's new price moves the series.
 */
describe('an OpenActive consumer polling from where it stopped', () => {
  const t = useTestApp();
  const feeds = feedReader(t, 'everyday.example');
  let f: Fixtures;
  let occurrence: number;
  /** Where the consumer stands in each feed it follows. */
  const next: Record<string, string> = {};

  beforeAll(async () => {
    f = await createCheckoutFixtures(t);
    occurrence = await f.session({ capacity: 10 });
    for (const feed of [
      'session-series',
      'scheduled-sessions',
      'slots',
      'course-instances',
      'facility-uses',
    ]) {
      next[feed] = (await feeds.walk(`/openactive/feeds/${feed}`)).next;
    }
  });

  /** The parts of an item's data these tests read. */
  type ItemData = { remainingAttendeeCapacity?: number; offers?: { price: number }[] };

  /** What each feed has gained since the last poll; the consumer then stands at its end again. */
  async function poll() {
    const seen: Record<string, { id: number; data?: ItemData }[]> = {};
    for (const feed of Object.keys(next)) {
      const { items, next: after } = await feeds.walk(next[feed]!);
      next[feed] = after;
      if (items.length > 0) seen[feed] = items;
    }
    return seen;
  }

  it('sees the session one place fuller after a booking, and nothing else', async () => {
    const alex = await f.signIn(demo.username);
    await f.basketWith(alex, occurrence);
    const { paid } = await f.checkoutByCard(alex, 'open-data-consumer-1');
    expect(paid.statusCode, paid.body).toBe(200);

    const seen = await poll();
    expect(Object.keys(seen)).toEqual(['scheduled-sessions']);
    expect(
      seen['scheduled-sessions']!.map((item) => [item.id, item.data?.remainingAttendeeCapacity]),
    ).toEqual([[occurrence, 9]]);
  });

  it('sees the place back after the booking is cancelled, and nothing else', async () => {
    const alex = await f.signIn(demo.username);
    const { id } = await f.one<{ id: number }>(
      `select id from bookings where occurrence_id = ${occurrence} and status = 'active'`,
    );
    const res = await t.inject({
      method: 'DELETE',
      url: `/api/activities/bookings/${id}/?source=my-account`,
      headers: alex,
    });
    expect(res.statusCode, res.body).toBe(200);

    const seen = await poll();
    expect(Object.keys(seen)).toEqual(['scheduled-sessions']);
    expect(
      seen['scheduled-sessions']!.map((item) => [item.id, item.data?.remainingAttendeeCapacity]),
    ).toEqual([[occurrence, 10]]);
  });

  it('sees the series’ new price after a manager changes it at the desk, and nothing else', async () => {
    const manager = await createStaffMember(t, { role: 'venue_manager' });
    const res = await t.inject({
      method: 'PUT',
      url: `/api/foh/activities/${f.activityId}/prices/payg`,
      headers: manager.headers,
      payload: { price: 725 },
    });
    expect(res.statusCode, res.body).toBe(200);

    const seen = await poll();
    expect(Object.keys(seen)).toEqual(['session-series']);
    const [series] = seen['session-series']!;
    expect(seen['session-series']).toHaveLength(1);
    expect(series!.id).toBe(f.activityId);
    expect(series!.data?.offers?.map((offer) => offer.price)).toEqual([7.25]);

    // And having seen it, the consumer is told nothing more.
    expect(await poll()).toEqual({});
  });
});
