/**
 * The periods a membership benefit's uses are counted in (docs/decisions/050-benefit-periods.md): calendar
 * periods of local days at a venue — a day, a week from Monday, a calendar month, a calendar year. Pure
 * arithmetic on YYYY-MM-DD strings, so the clocks changing never moves a period's edge: the caller reads
 * the local day of an instant (`localDate(at, timeZone)`) and asks here which period holds it.
 */
export type BenefitFrequency = 'day' | 'week' | 'month' | 'year';

export const benefitFrequencies: readonly BenefitFrequency[] = ['day', 'week', 'month', 'year'];

export type BenefitPeriod = {
  /** The period's first day (YYYY-MM-DD): what membership_benefit_uses.period_start holds. */
  start: string;
  /** The next period's first day: when the uses renew. */
  renewsOn: string;
};

const dayMs = 86_400_000;
const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const pad = (n: number) => String(n).padStart(2, '0');

export function isBenefitFrequency(value: string): value is BenefitFrequency {
  return (benefitFrequencies as readonly string[]).includes(value);
}

/** The period of `frequency` that holds the local day `day` (YYYY-MM-DD). */
export function benefitPeriodOf(day: string, frequency: BenefitFrequency): BenefitPeriod {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  switch (frequency) {
    case 'day':
      return { start: day, renewsOn: iso(utc(day) + dayMs) };
    case 'week': {
      // getUTCDay: Sunday 0 … Saturday 6; weeks begin on Monday.
      const fromMonday = (new Date(utc(day)).getUTCDay() + 6) % 7;
      const start = iso(utc(day) - fromMonday * dayMs);
      return { start, renewsOn: iso(utc(start) + 7 * dayMs) };
    }
    case 'month': {
      const next = month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`;
      return { start: `${year}-${pad(month)}-01`, renewsOn: next };
    }
    case 'year':
      return { start: `${year}-01-01`, renewsOn: `${year + 1}-01-01` };
  }
}

/** 'DD/MM/YYYY', the list's `renewsAt.rawPretty`. */
export function prettyDay(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
}
