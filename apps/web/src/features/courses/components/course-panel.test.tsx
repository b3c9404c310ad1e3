import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '@/lib/i18n';
import type { CourseSummary } from '../api/get-course';
import { CoursePanel } from './course-panel';

const course = (actionToShow: CourseSummary['actionToShow']): CourseSummary => ({
  id: 9,
  name: 'Beginners Swimming Course',
  slug: 'beginners-swimming-course',
  description: null,
  category: { name: 'Courses', slug: 'courses' },
  venue: { name: 'Manchester Central', slug: 'manchester-central' },
  instructors: [{ name: 'Aisha Khan' }],
  price: { formatted: '£45.00', raw: 4500 },
  sessions: [
    {
      id: '11',
      startsAt: { local: '2026-11-28T18:30:00' },
      endsAt: { local: '2026-11-28T19:15:00' },
      locationName: 'Main Pool',
      availableSpots: 3,
    },
    {
      id: '12',
      startsAt: { local: '2026-12-05T18:30:00' },
      endsAt: { local: '2026-12-05T19:15:00' },
      locationName: 'Main Pool',
      availableSpots: 0,
    },
  ],
  actionToShow,
  bookingBundleId: actionToShow.status === 'BOOKED' ? 4 : null,
});

function show(summary: CourseSummary, onBook = vi.fn(), adding = false) {
  render(
    <MemoryRouter>
      <CoursePanel
        course={summary}
        onBook={onBook}
        adding={adding}
        bookingHref={
          summary.bookingBundleId === null ? null : `/account/bookings/courses/${summary.bookingBundleId}`
        }
      />
    </MemoryRouter>,
  );
  return onBook;
}

beforeAll(() => loadNamespaces('bookings'));

describe('the course panel', () => {
  it('lists the sessions to come with their places and books the course', () => {
    const onBook = show(course({ status: 'BOOK', reason: null }));
    expect(screen.getByRole('region', { name: 'Beginners Swimming Course' }).textContent).toContain('£45.00');
    const sessions = screen.getAllByRole('listitem');
    expect(sessions[0]?.textContent).toContain('Saturday 28 November 2026');
    expect(sessions[0]?.textContent).toContain('18:30–19:15');
    expect(sessions[0]?.textContent).toContain('3 spaces left');
    expect(sessions[1]?.textContent).toContain('Full');
    fireEvent.click(screen.getByRole('button', { name: /Book course/ }));
    expect(onBook).toHaveBeenCalledOnce();
  });

  it('says the course is being added and cannot be booked twice meanwhile', () => {
    show(course({ status: 'BOOK', reason: null }), vi.fn(), true);
    const button = screen.getByRole('button', { name: 'Adding to basket…' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it("shows the server's reason when the course is full", () => {
    show(course({ status: 'FULL', reason: 'The session being booked is already full' }));
    expect(screen.getByRole('status').textContent).toBe('The session being booked is already full');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('links a booked course to its page in my account', () => {
    show(course({ status: 'BOOKED', reason: null }));
    const link = screen.getByRole('link', { name: 'View your course booking' });
    expect(link.getAttribute('href')).toBe('/account/bookings/courses/4');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says why a course cannot be booked yet', () => {
    show(course({ status: null, reason: 'You cannot book this activity yet' }));
    expect(screen.getByText('You cannot book this activity yet')).toBeTruthy();
  });
});
