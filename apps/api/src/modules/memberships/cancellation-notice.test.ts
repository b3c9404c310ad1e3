import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, startOfLocalDay } from '../../platform/local-time';
import { cancellationDates } from './cancellation-notice';

const base = { billingDay: 1, firstCollection: null, lastDay: null };

/** The rule told day by day: walk the calendar, noting each collection, until one falls after the notice. */
function reference(input: {
  today: string;
  noticeDays: number;
  billingDay: number;
  firstCollection: string | null;
  lastDay: string | null;
}) {
  const noticeEnd = addDays(input.today, input.noticeDays);
  let lastInside: string | null = null;
  let day = addDays(input.today, 1);
  for (;;) {
    const collects =
      Number(day.slice(8, 10)) === input.billingDay &&
      (input.firstCollection === null || day >= input.firstCollection);
    if (collects && day > noticeEnd) break;
    if (collects) lastInside = day;
    day = addDays(day, 1);
  }
  let finalDay = addDays(day, -1);
  let finalPaymentDate = lastInside;
  if (input.lastDay !== null && input.lastDay < finalDay) {
    finalDay = input.lastDay;
    if (finalPaymentDate !== null && finalPaymentDate > input.lastDay) finalPaymentDate = null;
  }
  return { noticeEnd, finalPaymentDate, finalDay };
}

const isoDay = fc
  .date({ min: new Date('2023-01-01T00:00:00Z'), max: new Date('2032-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('the notice rule of a monthly cancellation', () => {
  it('takes the last collection inside the notice and ends the day before the next one', () => {
    // 30 days from 10 March reach 9 April: the 1 April collection is the last, its month ends 30 April.
    expect(cancellationDates({ ...base, today: '2026-03-10', noticeDays: 30 })).toEqual({
      noticeEnd: '2026-04-09',
      finalPaymentDate: '2026-04-01',
      finalDay: '2026-04-30',
    });
  });

  it('with no collection inside the notice, ends with the month already paid for', () => {
    // 14 days from 10 March reach 24 March; the month paid on 1 March runs to 31 March.
    expect(cancellationDates({ ...base, today: '2026-03-10', noticeDays: 14 })).toEqual({
      noticeEnd: '2026-03-24',
      finalPaymentDate: null,
      finalDay: '2026-03-31',
    });
  });

  it('counts a collection on the notice’s last day as inside it, and today’s as already taken', () => {
    expect(cancellationDates({ ...base, today: '2026-01-02', noticeDays: 30 })).toMatchObject({
      noticeEnd: '2026-02-01',
      finalPaymentDate: '2026-02-01',
      finalDay: '2026-02-28',
    });
    expect(cancellationDates({ ...base, today: '2026-02-01', noticeDays: 0 })).toMatchObject({
      finalPaymentDate: null,
      finalDay: '2026-02-28',
    });
  });

  it('knows leap years: a final month of February 2028 ends on the 29th', () => {
    expect(cancellationDates({ ...base, today: '2028-01-15', noticeDays: 20 })).toMatchObject({
      finalPaymentDate: '2028-02-01',
      finalDay: '2028-02-29',
    });
  });

  it('never collects before the first collection (a first month paid when joining)', () => {
    expect(
      cancellationDates({
        today: '2026-11-26',
        noticeDays: 30,
        billingDay: 1,
        firstCollection: '2027-01-01',
        lastDay: null,
      }),
    ).toEqual({ noticeEnd: '2026-12-26', finalPaymentDate: null, finalDay: '2026-12-31' });
  });

  it('ends no later than an end already set', () => {
    expect(
      cancellationDates({ ...base, today: '2026-03-10', noticeDays: 30, lastDay: '2026-03-20' }),
    ).toEqual({ noticeEnd: '2026-04-09', finalPaymentDate: null, finalDay: '2026-03-20' });
  });

  it('ends at the start of the next day in the venue’s time: 23:00 UTC in summer, midnight in winter', () => {
    expect(startOfLocalDay(addDays('2026-07-31', 1), 'Europe/London').toISOString()).toBe(
      '2026-07-31T23:00:00.000Z',
    );
    expect(startOfLocalDay(addDays('2026-12-31', 1), 'Europe/London').toISOString()).toBe(
      '2027-01-01T00:00:00.000Z',
    );
    // The night the clocks go back (25 October 2026) is still one day.
    const octoberFinal = cancellationDates({ ...base, today: '2026-09-20', noticeDays: 30 }).finalDay;
    expect(octoberFinal).toBe('2026-10-31');
  });

  it('matches the day-by-day reference across month ends, leap years and clock changes', () => {
    fc.assert(
      fc.property(
        isoDay,
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: 1, max: 28 }),
        fc.option(fc.integer({ min: -40, max: 90 })),
        fc.option(fc.integer({ min: 0, max: 200 })),
        (today, noticeDays, billingDay, firstOffset, lastOffset) => {
          const firstCollection =
            firstOffset === null
              ? null
              : `${addDays(today, firstOffset).slice(0, 8)}${String(billingDay).padStart(2, '0')}`;
          const lastDay = lastOffset === null ? null : addDays(today, lastOffset);
          const input = { today, noticeDays, billingDay, firstCollection, lastDay };
          const got = cancellationDates(input);
          expect(got).toEqual(reference(input));
          // The member always has their notice unless an earlier end was already set, and the final
          // payment is inside the notice, after today.
          if (lastDay === null) expect(got.finalDay >= got.noticeEnd).toBe(true);
          if (got.finalPaymentDate !== null) {
            expect(got.finalPaymentDate > today && got.finalPaymentDate <= got.noticeEnd).toBe(true);
            expect(got.finalPaymentDate <= got.finalDay).toBe(true);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});
