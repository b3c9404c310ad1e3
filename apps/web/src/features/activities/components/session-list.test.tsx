import type { ActivitySession } from '@leisure/contracts/activities';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '@/lib/i18n';
import { SessionList } from './session-list';

beforeAll(() => loadNamespaces('bookings'));

const day = {
  raw: '2026-09-26',
  rawPretty: '26/09/2026',
  dayPretty: 'Sat',
  datePretty: '26 Sep',
  fullDatePretty: 'Sat 26 September 2026',
  fullDate: '26 September 2026',
  difference: 0,
  tz: 'Europe/London',
};
const instant = (utc: string, local: string, hhmm: string) => ({
  utc,
  local,
  timezone: 'Europe/London',
  format12Hour: hhmm,
  format24Hour: hhmm,
});

function session(id: string, name: string, extra: Partial<ActivitySession> = {}): ActivitySession {
  return {
    id,
    name,
    activitySlug: 'yoga',
    categorySlug: 'classes',
    duration: '60min',
    instructors: [{ id: 1, name: 'Sam Lee' }],
    venueName: 'Leeds Central',
    venueSlug: 'leeds',
    date: day,
    startsAt: { format12Hour: '7:00pm', format24Hour: '19:00' },
    endsAt: { format12Hour: '8:00pm', format24Hour: '20:00' },
    firstBookableAt: instant('2026-09-19T18:00:00Z', '2026-09-19T19:00:00', '19:00'),
    lastBookableAt: instant('2026-09-26T18:00:00Z', '2026-09-26T19:00:00', '19:00'),
    location: { id: 1, name: 'Studio 1', type: 'studio', slug: 'studio-1', venueId: 1, venueSlug: 'leeds' },
    slotDisplayLocation: 'Studio 1',
    price: { benefitApplied: false, packageApplied: false, formatted: '£5.00', raw: 500 },
    pricingOptionId: 3,
    cartType: 'purchasableOccurrence',
    compositeKey: `occ-${id}`,
    spaces: 4,
    spacesRemaining: 4,
    capacity: 20,
    bookingsCount: 16,
    booking: null,
    waitlistId: null,
    actionToShow: { status: 'BOOK', reason: null },
    restrictions: [],
    restrictionIds: [],
    requiresInduction: false,
    benefitAvailable: false,
    allowsAnonymousBookings: false,
    bookingType: 'class',
    ...extra,
  };
}

describe('SessionList', () => {
  it("shows time, name, instructor, location, places and price, and 'Book' for open sessions", () => {
    const onBook = vi.fn();
    const later = instant('2099-01-02T09:00:00Z', '2099-01-02T09:00:00', '09:00');
    render(
      <MemoryRouter>
        <SessionList
          label="Sessions"
          adding={null}
          hrefOf={(item) => `/session/${item.id}`}
          onBook={onBook}
          sessions={[
            session('1', 'Yoga'),
            session('2', 'Spin', { spaces: 0, actionToShow: { status: 'FULL', reason: null } }),
            session('3', 'Pilates', { actionToShow: { status: null, reason: null }, firstBookableAt: later }),
          ]}
        />
      </MemoryRouter>,
    );
    const [yoga, spin, pilates] = screen.getAllByRole('listitem');
    if (!yoga || !spin || !pilates) throw new Error('three sessions expected');
    for (const text of ['19:00–20:00', 'Sam Lee', 'Studio 1', '4 spaces left', '£5.00']) {
      expect(within(yoga).getByText(text)).toBeTruthy();
    }
    expect(within(yoga).getByRole('link', { name: 'Yoga' }).getAttribute('href')).toBe('/session/1');
    fireEvent.click(within(yoga).getByRole('button', { name: 'Book Yoga at 19:00' }));
    expect(onBook).toHaveBeenCalledWith(expect.objectContaining({ id: '1' }));
    expect(within(spin).getByText('Full')).toBeTruthy();
    expect(within(spin).queryByRole('button')).toBeNull();
    expect(within(pilates).getByText('Opens 2 Jan at 09:00')).toBeTruthy();
    expect(within(pilates).queryByRole('button')).toBeNull();
  });
});

describe('SessionList with a waitlist', () => {
  it("offers the page's action on a full class only, never on an open one or a full court time", () => {
    render(
      <MemoryRouter>
        <SessionList
          label="Sessions"
          adding={null}
          hrefOf={(item) => `/session/${item.id}`}
          onBook={vi.fn()}
          fullAction={(item) => <button type="button">Join waitlist for {item.name}</button>}
          sessions={[
            session('1', 'Yoga'),
            session('2', 'Spin', { spaces: 0, actionToShow: { status: 'FULL', reason: null } }),
            session('3', 'Squash', {
              spaces: 0,
              bookingType: 'slot',
              actionToShow: { status: 'FULL', reason: null },
            }),
          ]}
        />
      </MemoryRouter>,
    );
    const [yoga, spin, squash] = screen.getAllByRole('listitem');
    if (!yoga || !spin || !squash) throw new Error('three sessions expected');
    expect(within(spin).getByRole('button', { name: 'Join waitlist for Spin' })).toBeTruthy();
    expect(within(yoga).queryByRole('button', { name: /Join waitlist/ })).toBeNull();
    expect(within(squash).queryByRole('button')).toBeNull();
  });
});

describe('SessionList of a courses category', () => {
  it("leads every session to its course: no 'Book' button and no per-session price", () => {
    const onBook = vi.fn();
    render(
      <MemoryRouter>
        <SessionList
          label="Sessions"
          adding={null}
          courses
          hrefOf={(item) => `/session/${item.id}`}
          onBook={onBook}
          sessions={[
            session('7', 'Beginners Swimming Course', {
              price: { benefitApplied: false, packageApplied: false, formatted: '£0.00', raw: 0 },
            }),
          ]}
        />
      </MemoryRouter>,
    );
    const [course] = screen.getAllByRole('listitem');
    if (!course) throw new Error('one session expected');
    expect(within(course).queryByRole('button')).toBeNull();
    expect(within(course).queryByText('£0.00')).toBeNull();
    expect(within(course).getByText('Whole course')).toBeTruthy();
    const link = within(course).getByRole('link', { name: 'View course Beginners Swimming Course at 19:00' });
    expect(link.getAttribute('href')).toBe('/session/7');
  });
});

describe('SessionList of a court time', () => {
  it('shows the free courts as its places and no location: the court is chosen on the next page', () => {
    render(
      <MemoryRouter>
        <SessionList
          label="Sessions"
          adding={null}
          hrefOf={(item) => `/slot/${item.id}`}
          onBook={vi.fn()}
          sessions={[
            session('9', 'Badminton Court', {
              bookingType: 'slot',
              spaces: 3,
              location: {
                id: 4,
                name: 'Court 1',
                type: 'court',
                slug: 'court-1',
                venueId: 1,
                venueSlug: 'leeds',
              },
              slotDisplayLocation: '3 of 3 courts free',
            }),
          ]}
        />
      </MemoryRouter>,
    );
    const [court] = screen.getAllByRole('listitem');
    if (!court) throw new Error('one court time expected');
    expect(within(court).getByText('3 courts free')).toBeTruthy();
    expect(within(court).queryByText('Court 1')).toBeNull();
    expect(within(court).queryByText(/of 3 courts free/)).toBeNull();
    expect(
      within(court).getByRole('link', { name: 'Book Badminton Court at 19:00' }).getAttribute('href'),
    ).toBe('/slot/9');
  });
});
