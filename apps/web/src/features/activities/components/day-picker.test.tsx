import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNamespaces } from '@/lib/i18n';
import type { CategoryDate } from '../api/get-category-dates';
import { DayPicker } from './day-picker';

beforeAll(() => loadNamespaces('bookings'));

const day = (raw: string, dayPretty: string, datePretty: string, today = false): CategoryDate => ({
  raw,
  rawPretty: raw.split('-').reverse().join('/'),
  dayPretty,
  datePretty,
  fullDatePretty: `${dayPretty} ${datePretty} 2026`,
  fullDate: `${datePretty} 2026`,
  difference: 0,
  tz: 'Europe/London',
  today,
  sessionCount: 3,
});

describe('DayPicker', () => {
  it('names each day by the words it shows and the year, so a voice user can say what they see', () => {
    render(
      <MemoryRouter>
        <DayPicker
          dates={[day('2026-11-23', 'Mon', '23 Nov', true), day('2026-11-24', 'Tue', '24 Nov')]}
          selected="2026-11-24"
          hrefOf={(date) => `/location/leeds/classes/${date}/by-time`}
        />
      </MemoryRouter>,
    );
    const days = within(screen.getByRole('navigation', { name: 'Choose a day' })).getAllByRole('link');
    expect(days.map((link) => link.textContent?.replace(/\s+/g, ' ').trim())).toEqual([
      'Today 23 Nov 2026',
      'Tue 24 Nov 2026',
    ]);
    expect(days.map((link) => link.getAttribute('aria-label'))).toEqual([null, null]);
    expect(screen.getByRole('link', { name: 'Tue 24 Nov 2026' }).getAttribute('aria-current')).toBe('date');
    expect(screen.getByRole('link', { name: 'Today 23 Nov 2026' }).getAttribute('href')).toBe(
      '/location/leeds/classes/2026-11-23/by-time',
    );
  });
});
