import { describe, expect, it } from 'vitest';
import type { OccurrenceFacts } from '../activities/activities.service';
import type { BasketLine } from '../basket/line-type';
import { sessionResource } from './session-resource';

const line = { id: 1, name: 'Zumba', occurrenceId: 7 } as BasketLine;
const facts = (startsAt: string, endsAt: string, timeZone = 'Europe/London') =>
  ({
    id: 7,
    activityName: 'Zumba',
    activitySlug: 'zumba',
    venueName: 'Manchester Central',
    venueSlug: 'manchester-central',
    locationName: 'Studio 1',
    durationMinutes: 45,
    timeZone,
    startsAt: new Date(startsAt),
    endsAt: new Date(endsAt),
  }) as OccurrenceFacts;

describe("a basket line's session as the basket shows it", () => {
  it('reads its day and times in the venue time zone, in summer time', () => {
    const shown = sessionResource(line, facts('2026-09-26T17:30:00Z', '2026-09-26T18:15:00Z'));
    expect(shown.date).toEqual({ fullDatePretty: 'Sat 26 September 2026', raw: '2026-09-26' });
    expect(shown.startsAt).toEqual({ format24Hour: '18:30' });
    expect(shown.endsAt).toEqual({ format24Hour: '19:15' });
  });

  it('moves to the next day where the venue is ahead of UTC, and keeps the formats apart', () => {
    // 23:30 UTC on 1 Dec is 10:30 on 2 Dec in Sydney (AEDT, +11): the two zones must not share answers.
    const london = sessionResource(line, facts('2026-12-01T23:30:00Z', '2026-12-02T00:15:00Z'));
    const sydney = sessionResource(
      line,
      facts('2026-12-01T23:30:00Z', '2026-12-02T00:15:00Z', 'Australia/Sydney'),
    );
    expect(london.date).toEqual({ fullDatePretty: 'Tue 1 December 2026', raw: '2026-12-01' });
    expect(london.startsAt).toEqual({ format24Hour: '23:30' });
    expect(sydney.date).toEqual({ fullDatePretty: 'Wed 2 December 2026', raw: '2026-12-02' });
    expect(sydney.startsAt).toEqual({ format24Hour: '10:30' });
  });

  it('is just its name once the session is gone', () => {
    expect(sessionResource(line, undefined)).toMatchObject({ name: 'Zumba', date: null, startsAt: null });
  });
});
