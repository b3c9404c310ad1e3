import { describe, expect, it } from 'vitest';
import { activityRow, context, occurrenceRow, sessionRow } from '../../../test/fixtures/feed-row-fixtures';
import { validateOpenActive } from '../../../test/openactive-validator';
import type { FeedActivity, FeedOccurrence } from './open-data.types';
import { renderItem } from './render-item';

const origin = 'https://everyday-leisure.example';
const yoga = {
  '@type': 'Concept',
  '@id': 'https://openactive.io/activity-list#bf1a5e00-cdcf-465d-8c5a-6f57040b7f7e',
  prefLabel: 'Yoga',
  inScheme: 'https://openactive.io/activity-list',
};

const court = (overrides: Partial<FeedActivity> = {}) =>
  activityRow({
    id: 20,
    slug: 'badminton-court',
    name: 'Badminton Court',
    description: null,
    bookingType: 'slot',
    categorySlug: 'courts',
    categoryKind: 'courts',
    activityListId: 'c0360db0-a817-4bae-9167-40f89b49fc9e',
    ageMin: null,
    accessibilityInformation: null,
    imageUrl: null,
    prices: [{ kind: 'payg', name: 'Court hire', price: 1345 }],
    ...overrides,
  });

function series(source: FeedActivity) {
  return renderItem({ kind: 'SessionSeries', id: source.id, modified: 7, source }, context);
}
function session(source: FeedOccurrence) {
  return renderItem({ kind: 'ScheduledSession', id: source.id, modified: 8, source }, context);
}
function dataOf(item: ReturnType<typeof renderItem>): Record<string, unknown> {
  if (item.state !== 'updated') throw new Error(`${item.kind} ${item.id} was rendered deleted`);
  return item.data;
}

describe('a SessionSeries', () => {
  it('describes the class, its venue, organiser and prices, and links to its timetable today', async () => {
    const item = series(activityRow());
    expect(item).toMatchObject({ state: 'updated', kind: 'SessionSeries', id: 12, modified: 7 });
    const data = dataOf(item);
    expect(data).toEqual({
      '@context': 'https://openactive.io/',
      '@type': 'SessionSeries',
      '@id': `${origin}/openactive/session-series/12`,
      url: `${origin}/location/manchester-central/yoga-flow`,
      name: 'Yoga Flow',
      description: 'A flowing class for all levels & abilities.\nBring a mat.',
      activity: [yoga],
      location: {
        '@type': 'Place',
        '@id': `${origin}/location/manchester-central`,
        name: 'Manchester Central Leisure',
        url: `${origin}/location/manchester-central`,
        address: {
          '@type': 'PostalAddress',
          streetAddress: '2 Booth Street East',
          addressLocality: 'Manchester',
          addressRegion: 'Manchester',
          postalCode: 'M13 9SS',
          addressCountry: 'GB',
        },
        geo: { '@type': 'GeoCoordinates', latitude: 53.4631, longitude: -2.2318 },
      },
      offers: [
        {
          '@type': 'Offer',
          '@id': `${origin}/openactive/session-series/12#/offers/payg`,
          name: 'Adult',
          price: 11,
          priceCurrency: 'GBP',
        },
        {
          '@type': 'Offer',
          '@id': `${origin}/openactive/session-series/12#/offers/member`,
          name: 'Member',
          description: 'The price for members.',
          price: 5.5,
          priceCurrency: 'GBP',
        },
      ],
      accessibilityInformation: 'Step-free access to the studio.',
      image: [{ '@type': 'ImageObject', url: `${origin}/api/images/8` }],
      organizer: {
        '@type': 'Organization',
        '@id': `${origin}/openactive#organization`,
        name: 'Everyday Leisure',
        url: origin,
        logo: { '@type': 'ImageObject', url: `${origin}/api/images/3` },
      },
      ageRange: { '@type': 'QuantitativeValue', minValue: 16 },
      duration: 'PT1H',
      eventSchedule: [{ '@type': 'PartialSchedule', scheduleTimezone: 'Europe/London', duration: 'PT1H' }],
    });
    expect(await validateOpenActive(data)).toEqual([]);
  });

  it('leaves out what is not known rather than publishing it empty', async () => {
    const data = dataOf(
      series(
        activityRow({ description: null, ageMin: null, accessibilityInformation: null, imageUrl: null }),
      ),
    );
    for (const key of ['description', 'ageRange', 'accessibilityInformation', 'image']) {
      expect(data).not.toHaveProperty(key);
    }
    expect(await validateOpenActive(data)).toEqual([]);
  });

  it("names an activity without a concept by its exact name in the list, else by its category's", async () => {
    const pilates = dataOf(series(activityRow({ name: 'Pilates', activityListId: null })));
    expect(pilates.activity).toEqual([expect.objectContaining({ prefLabel: 'Pilates' })]);
    const stretch = dataOf(series(activityRow({ name: 'Stretch & Relax', activityListId: null })));
    expect(stretch.activity).toEqual([
      {
        '@type': 'Concept',
        '@id': 'https://openactive.io/activity-list#984068a7-5b7b-4989-bb33-f96953d8960c',
        prefLabel: 'Group Exercise',
        inScheme: 'https://openactive.io/activity-list',
      },
    ]);
    expect(await validateOpenActive(stretch)).toEqual([]);
  });

  it('is checked against the Activity List itself: a concept the list lacks is a failure', async () => {
    const data = dataOf(series(activityRow()));
    const unknown = {
      ...yoga,
      '@id': 'https://openactive.io/activity-list#00000000-0000-4000-8000-000000000000',
    };
    const failures = await validateOpenActive({ ...data, activity: [{ ...unknown, prefLabel: 'Yogaa' }] });
    expect(failures).toEqual([
      expect.objectContaining({ path: '$.activity[0]', type: 'activity_not_in_activity_list' }),
    ]);
  });
});

describe('a ScheduledSession', () => {
  it('says when it runs in the venue’s zone, how full it is and where to book it', async () => {
    const data = dataOf(session(occurrenceRow()));
    expect(data).toEqual({
      '@context': 'https://openactive.io/',
      '@type': 'ScheduledSession',
      '@id': `${origin}/openactive/scheduled-sessions/301`,
      superEvent: `${origin}/openactive/session-series/12`,
      url: `${origin}/location/manchester-central/yoga-flow/2026-11-27/by-time/class/301`,
      startDate: '2026-11-27T07:00:00+00:00',
      endDate: '2026-11-27T08:00:00+00:00',
      duration: 'PT1H',
      maximumAttendeeCapacity: 20,
      remainingAttendeeCapacity: 15,
      eventStatus: 'https://schema.org/EventScheduled',
    });
    expect(data).not.toHaveProperty('offers');
    expect(await validateOpenActive(data)).toEqual([]);
  });

  it('books a late summer session on its London day, with the summer offset', () => {
    const data = dataOf(
      session(
        occurrenceRow({
          startsAt: new Date('2026-07-01T23:15:00Z'),
          endsAt: new Date('2026-07-02T00:00:00Z'),
        }),
      ),
    );
    expect(data).toMatchObject({
      url: `${origin}/location/manchester-central/yoga-flow/2026-07-02/by-time/class/301`,
      startDate: '2026-07-02T00:15:00+01:00',
      endDate: '2026-07-02T01:00:00+01:00',
      duration: 'PT45M',
    });
  });

  it('has no places left when full, and never fewer than none when overbooked', async () => {
    const full = dataOf(session(occurrenceRow({ bookedCount: 20 })));
    expect(full).toMatchObject({ maximumAttendeeCapacity: 20, remainingAttendeeCapacity: 0 });
    expect(dataOf(session(occurrenceRow({ bookedCount: 23 })))).toMatchObject({
      remainingAttendeeCapacity: 0,
    });
    expect(await validateOpenActive(full)).toEqual([]);
  });

  it('is cancelled when its session is', async () => {
    const data = dataOf(session(occurrenceRow({ status: 'cancelled' })));
    expect(data.eventStatus).toBe('https://schema.org/EventCancelled');
    expect(await validateOpenActive(data)).toEqual([]);
  });
});

describe('a CourseInstance', () => {
  const swim = (
    sessions = [
      sessionRow({ id: 501, bookedCount: 2 }),
      sessionRow({
        id: 502,
        startsAt: new Date('2026-12-04T07:00:00Z'),
        endsAt: new Date('2026-12-04T08:00:00Z'),
        bookedCount: 6,
        status: 'cancelled',
      }),
      sessionRow({
        id: 503,
        startsAt: new Date('2026-12-11T07:00:00Z'),
        endsAt: new Date('2026-12-11T08:00:00Z'),
        bookedCount: 4,
      }),
    ],
  ) =>
    activityRow({
      id: 30,
      slug: 'adult-improvers',
      name: 'Adult Improvers',
      categoryKind: 'courses',
      categorySlug: 'swimming-courses',
      activityListId: 'dfaf6bb4-d2fe-4db5-a271-4ceeaaaf55b9',
      ageMin: 18,
      prices: [{ kind: 'course', name: 'Whole course', price: 6000 }],
      sessions,
    });
  const render = (source: FeedActivity) =>
    renderItem({ kind: 'CourseInstance', id: 30, modified: 9, source }, context);

  it('runs from its first day to its last, with the fewest places left at a session still on', async () => {
    const data = dataOf(render(swim()));
    const id = `${origin}/openactive/course-instances/30`;
    expect(data).toMatchObject({
      '@type': 'CourseInstance',
      '@id': id,
      url: `${origin}/location/manchester-central/adult-improvers/2026-11-27/by-time/class/501`,
      name: 'Adult Improvers',
      activity: [expect.objectContaining({ prefLabel: 'Swimming Lessons' })],
      startDate: '2026-11-27',
      endDate: '2026-12-11',
      duration: 'PT1H',
      eventStatus: 'https://schema.org/EventScheduled',
      maximumAttendeeCapacity: 20,
      remainingAttendeeCapacity: 16,
      ageRange: { '@type': 'QuantitativeValue', minValue: 18 },
      offers: [
        {
          '@type': 'Offer',
          '@id': `${id}#/offers/course`,
          name: 'Whole course',
          price: 60,
          priceCurrency: 'GBP',
        },
      ],
    });
    expect(data.subEvent).toEqual([
      expect.objectContaining({ '@id': `${id}#/subEvent/501`, startDate: '2026-11-27T07:00:00+00:00' }),
      expect.objectContaining({
        '@id': `${id}#/subEvent/502`,
        eventStatus: 'https://schema.org/EventCancelled',
      }),
      expect.objectContaining({ '@id': `${id}#/subEvent/503`, endDate: '2026-12-11T08:00:00+00:00' }),
    ]);
    expect(await validateOpenActive(data)).toEqual([]);
  });

  it('is cancelled with no places when every session is', () => {
    const off = swim().sessions.map((s) => ({ ...s, status: 'cancelled' }));
    expect(dataOf(render(swim(off)))).toMatchObject({
      eventStatus: 'https://schema.org/EventCancelled',
      remainingAttendeeCapacity: 0,
    });
  });

  it('is a deleted item once it has no sessions', () => {
    expect(render(swim([]))).toStrictEqual({ state: 'deleted', kind: 'CourseInstance', id: 30, modified: 9 });
  });
});

describe('a FacilityUse and its Slots', () => {
  it('publishes the court with its provider and price in pounds', async () => {
    const item = renderItem({ kind: 'FacilityUse', id: 20, modified: 3, source: court() }, context);
    const data = dataOf(item);
    expect(data).toMatchObject({
      '@type': 'FacilityUse',
      '@id': `${origin}/openactive/facility-uses/20`,
      url: `${origin}/location/manchester-central/badminton-court`,
      name: 'Badminton Court',
      provider: expect.objectContaining({ '@type': 'Organization', name: 'Everyday Leisure' }),
      location: expect.objectContaining({ name: 'Manchester Central Leisure' }),
      activity: [expect.objectContaining({ prefLabel: 'Badminton' })],
      offers: [expect.objectContaining({ price: 13.45, priceCurrency: 'GBP' })],
    });
    expect(await validateOpenActive(data)).toEqual([]);
  });

  it('cannot say what a court without a concept is for, and the validator says so', async () => {
    const data = dataOf(
      renderItem(
        {
          kind: 'FacilityUse',
          id: 20,
          modified: 3,
          source: court({ activityListId: null, name: 'Court 3' }),
        },
        context,
      ),
    );
    expect(data).not.toHaveProperty('activity');
    expect(await validateOpenActive(data)).toEqual([
      expect.objectContaining({ type: 'missing_required_field' }),
    ]);
  });

  it('books a slot by its local times, with the facility’s offers and the uses left', async () => {
    const source = occurrenceRow(
      {
        id: 401,
        activityId: 20,
        startsAt: new Date('2026-07-01T17:00:00Z'),
        endsAt: new Date('2026-07-01T17:40:00Z'),
        capacity: 1,
        bookedCount: 0,
        locationName: 'Court 3',
      },
      court(),
    );
    const data = dataOf(renderItem({ kind: 'Slot', id: 401, modified: 4, source }, context));
    expect(data).toEqual({
      '@context': 'https://openactive.io/',
      '@type': 'Slot',
      '@id': `${origin}/openactive/slots/401`,
      facilityUse: `${origin}/openactive/facility-uses/20`,
      url: `${origin}/location/manchester-central/badminton-court/2026-07-01/by-time/slot/18:00-18:40`,
      startDate: '2026-07-01T18:00:00+01:00',
      endDate: '2026-07-01T18:40:00+01:00',
      duration: 'PT40M',
      maximumUses: 1,
      remainingUses: 1,
      offers: [
        {
          '@type': 'Offer',
          '@id': `${origin}/openactive/facility-uses/20#/offers/payg`,
          name: 'Court hire',
          price: 13.45,
          priceCurrency: 'GBP',
        },
      ],
    });
    expect(await validateOpenActive(data)).toEqual([]);
    const cancelled = { ...source, status: 'cancelled' };
    expect(
      dataOf(renderItem({ kind: 'Slot', id: 401, modified: 5, source: cancelled }, context)),
    ).toMatchObject({
      remainingUses: 0,
    });
  });
});

describe('a deleted item', () => {
  it('has its kind, id and modified and no data at all', () => {
    for (const kind of ['SessionSeries', 'CourseInstance', 'FacilityUse'] as const) {
      expect(renderItem({ kind, id: 3, modified: 11, source: null }, context)).toStrictEqual({
        state: 'deleted',
        kind,
        id: 3,
        modified: 11,
      });
    }
    for (const kind of ['ScheduledSession', 'Slot'] as const) {
      expect(renderItem({ kind, id: 4, modified: 12, source: null }, context)).toStrictEqual({
        state: 'deleted',
        kind,
        id: 4,
        modified: 12,
      });
    }
  });
});
