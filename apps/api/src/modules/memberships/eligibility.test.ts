import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../platform/local-time';
import { ageOn, eligibilityOf, needsDateOfBirthMessage } from './eligibility';

const junior = { name: 'Junior (11–17)', minAge: 11, maxAge: 17, proofRequired: false };
const customer = (dateOfBirth: string | null) => ({ kind: 'customer' as const, dateOfBirth });

describe('eligibility', () => {
  it('counts whole years, a birthday counting from its own day', () => {
    expect(ageOn('2009-11-23', '2026-11-22')).toBe(16);
    expect(ageOn('2009-11-23', '2026-11-23')).toBe(17);
    // Born on 29 February: a year older from 1 March in a year without one.
    expect(ageOn('2012-02-29', '2027-02-28')).toBe(14);
    expect(ageOn('2012-02-29', '2027-03-01')).toBe(15);
    expect(ageOn('2012-02-29', '2028-02-29')).toBe(16);
  });

  it('lets the band in on its first and last birthdays, and no one outside it', () => {
    expect(eligibilityOf(junior, customer('2015-11-23'), '2026-11-23')).toEqual({
      eligible: true,
      proofRequired: false,
    });
    expect(eligibilityOf(junior, customer('2015-11-24'), '2026-11-23')).toEqual({
      eligible: false,
      message: 'This membership is for ages 11 to 17.',
    });
    expect(eligibilityOf(junior, customer('2008-11-24'), '2026-11-23').eligible).toBe(true);
    expect(eligibilityOf(junior, customer('2008-11-23'), '2026-11-23').eligible).toBe(false);
    const over60 = { name: 'Over 60', minAge: 60, maxAge: null, proofRequired: false };
    expect(eligibilityOf(over60, customer('1970-01-01'), '2026-11-23')).toEqual({
      eligible: false,
      message: 'This membership is for ages 60 and over.',
    });
  });

  it('asks a customer without a date of birth for one, and lets a visitor look', () => {
    expect(eligibilityOf(junior, customer(null), '2026-11-23')).toEqual({
      eligible: false,
      message: needsDateOfBirthMessage,
    });
    expect(eligibilityOf(junior, { kind: 'visitor' }, '2026-11-23').eligible).toBe(true);
  });

  it('lets a concession that needs proof be bought, saying the proof is needed', () => {
    const student = { name: 'Student', minAge: null, maxAge: null, proofRequired: true };
    expect(eligibilityOf(student, customer(null), '2026-11-23')).toEqual({
      eligible: true,
      proofRequired: true,
    });
    expect(eligibilityOf(null, customer(null), '2026-11-23')).toEqual({
      eligible: true,
      proofRequired: false,
    });
  });

  it('agrees with counting birthdays one by one', () => {
    const day = fc.integer({ min: 0, max: 365 * 90 }).map((n) => addDays('1930-01-01', n));
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 365 * 30 }), (born, later) => {
        const on = addDays(born, later);
        let birthdays = 0;
        for (let year = Number(born.slice(0, 4)) + 1; year <= Number(on.slice(0, 4)); year++) {
          // A 29 February birthday falls on 1 March in other years.
          const md =
            born.slice(5) === '02-29' && new Date(Date.UTC(year, 1, 29)).getUTCMonth() !== 1
              ? '03-01'
              : born.slice(5);
          if (`${year}-${md}` <= on) birthdays++;
        }
        expect(ageOn(born, on)).toBe(birthdays);
      }),
    );
  });
});
