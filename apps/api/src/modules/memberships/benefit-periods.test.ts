import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, localDate } from '../../platform/local-time';
import { type BenefitFrequency, benefitFrequencies, benefitPeriodOf, prettyDay } from './benefit-periods';

const days = fc
  .date({ min: new Date('1999-01-01T00:00:00Z'), max: new Date('2101-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const frequencies = fc.constantFrom<BenefitFrequency>(...benefitFrequencies);

describe('benefit periods', () => {
  it('a month runs from its first day to the next month’s, across the year’s end', () => {
    expect(benefitPeriodOf('2026-11-26', 'month')).toEqual({ start: '2026-11-01', renewsOn: '2026-12-01' });
    expect(benefitPeriodOf('2026-12-31', 'month')).toEqual({ start: '2026-12-01', renewsOn: '2027-01-01' });
    expect(benefitPeriodOf('2026-01-31', 'month')).toEqual({ start: '2026-01-01', renewsOn: '2026-02-01' });
  });

  it('29 February is in February, its day ends on 1 March and its year is the leap year', () => {
    expect(benefitPeriodOf('2028-02-29', 'month')).toEqual({ start: '2028-02-01', renewsOn: '2028-03-01' });
    expect(benefitPeriodOf('2028-02-29', 'day')).toEqual({ start: '2028-02-29', renewsOn: '2028-03-01' });
    expect(benefitPeriodOf('2028-02-29', 'year')).toEqual({ start: '2028-01-01', renewsOn: '2029-01-01' });
    expect(benefitPeriodOf('2028-02-29', 'week')).toEqual({ start: '2028-02-28', renewsOn: '2028-03-06' });
  });

  it('weeks begin on Monday', () => {
    expect(benefitPeriodOf('2026-11-29', 'week')).toEqual({ start: '2026-11-23', renewsOn: '2026-11-30' });
    expect(benefitPeriodOf('2026-11-30', 'week')).toEqual({ start: '2026-11-30', renewsOn: '2026-12-07' });
  });

  it('the day is read at the venue: 00:30 BST on 1 April is April in London though still March in UTC', () => {
    const at = new Date('2026-03-31T23:30:00Z');
    expect(benefitPeriodOf(localDate(at, 'Europe/London'), 'month').start).toBe('2026-04-01');
    expect(benefitPeriodOf(localDate(at, 'UTC'), 'month').start).toBe('2026-03-01');
    // The night the clocks go back: 01:30 BST and 01:30 GMT are the same day and the same week.
    const a = localDate(new Date('2026-10-25T00:30:00Z'), 'Europe/London');
    const b = localDate(new Date('2026-10-25T01:30:00Z'), 'Europe/London');
    expect(benefitPeriodOf(a, 'week')).toEqual(benefitPeriodOf(b, 'week'));
  });

  it('every day lies in its period, the period is the same from any of its days, and the next begins where it ends', () => {
    fc.assert(
      fc.property(days, frequencies, (day, frequency) => {
        const { start, renewsOn } = benefitPeriodOf(day, frequency);
        expect(start <= day && day < renewsOn).toBe(true);
        expect(benefitPeriodOf(start, frequency)).toEqual({ start, renewsOn });
        expect(benefitPeriodOf(addDays(renewsOn, -1), frequency).start).toBe(start);
        expect(benefitPeriodOf(renewsOn, frequency).start).toBe(renewsOn);
      }),
    );
  });

  it('prints the renewal day as DD/MM/YYYY', () => {
    expect(prettyDay('2026-12-01')).toBe('01/12/2026');
  });
});
