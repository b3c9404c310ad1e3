import type { Executor } from '../../platform/db/client';
import { localClock, localDate, zoneParts } from '../../platform/local-time';
import type { ActivitiesService, OccurrenceFacts } from '../activities/activities.service';
import { type Attendance, type BasketLine, plainResource, type Resource } from '../basket/line-type';

type Deps = { activities: Pick<ActivitiesService, 'getOccurrence'> };

/** How lines holding places read: in the basket (their session's facts) and for the waivers they need. */
export function createSessionShown({ activities }: Deps) {
  /**
   * A basket's answer asks how its lines read and what their attendees do, with the same lines: their
   * sessions are read once per list of lines. A caller reads afresh by passing a new list.
   */
  const read = new WeakMap<BasketLine[], Promise<Map<number, OccurrenceFacts>>>();

  /** The sessions of the lines that hold a place, by session id. */
  function sessionsOf(executor: Executor, clientId: number, lines: BasketLine[]) {
    const known = read.get(lines);
    if (known) return known;
    const reading = (async () => {
      const ids = [...new Set(lines.flatMap((l) => (l.occurrenceId ? [l.occurrenceId] : [])))];
      const facts = new Map<number, OccurrenceFacts>();
      // One after another: in a transaction they share one connection.
      for (const id of ids) {
        const fact = await activities.getOccurrence(executor, clientId, id);
        if (fact) facts.set(fact.id, fact);
      }
      return facts;
    })();
    read.set(lines, reading);
    return reading;
  }

  return {
    /** How the lines read in the basket: their sessions' names, venues, days and times. */
    async show(executor: Executor, clientId: number, lines: BasketLine[]) {
      const sessions = await sessionsOf(executor, clientId, lines);
      return new Map(
        lines.map((l) => [
          l.id,
          sessionResource(l, l.occurrenceId ? sessions.get(l.occurrenceId) : undefined),
        ]),
      );
    },

    async attendances(
      executor: Executor,
      clientId: number,
      lines: BasketLine[],
      attendeeOf: (line: BasketLine) => number | null,
    ): Promise<Attendance[]> {
      const sessions = await sessionsOf(executor, clientId, lines);
      return lines.flatMap((line) => {
        const session = line.occurrenceId ? sessions.get(line.occurrenceId) : undefined;
        const userId = attendeeOf(line);
        return session && userId !== null ? [{ userId, session }] : [];
      });
    },
  };
}

const clock24 = (at: Date, timeZone: string) => ({ format24Hour: localClock(at, timeZone) });

/** 'Sat 26 September 2026' and '2026-09-26', in the venue's time zone (spec part 3). */
function sessionDay(at: Date, timeZone: string) {
  const p = zoneParts(at, timeZone, { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' });
  return { fullDatePretty: `${p.weekday} ${p.day} ${p.month} ${p.year}`, raw: localDate(at, timeZone) };
}

/** A line's cartableResource: its session's facts, or just its name when the session is gone. */
export function sessionResource(line: BasketLine, facts: OccurrenceFacts | undefined): Resource {
  if (!facts) return plainResource(line);
  return {
    name: facts.activityName,
    venueName: facts.venueName,
    duration: `${facts.durationMinutes}min`,
    newMembership: false,
    date: sessionDay(facts.startsAt, facts.timeZone),
    startsAt: clock24(facts.startsAt, facts.timeZone),
    endsAt: clock24(facts.endsAt, facts.timeZone),
    location: { name: facts.locationName },
    occurrenceId: String(facts.id),
    activitySlug: facts.activitySlug,
    venueSlug: facts.venueSlug,
  };
}
