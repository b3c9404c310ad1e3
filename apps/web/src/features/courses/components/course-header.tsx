import { useTranslation } from 'react-i18next';
import type { BookingBundle } from '../api/get-booking-bundle';
import { clockTime, sessionDay, shortDate, weekdayName } from '../lib/course-dates';
import { coursePriceText } from '../lib/course-price';
import {
  courseWeeks,
  daysOfWeek,
  extraSessions,
  localNow,
  nextSession,
  sessionLengthMinutes,
} from '../lib/course-schedule';

/** Spec part 2 §2: category, price, date range, weekdays and time, session length, venue, instructors. */
export function CourseHeader({ bundle }: { bundle: BookingBundle }) {
  const { t } = useTranslation('account');
  const sessions = [...bundle.bookings].sort((a, b) => a.startsAt.local.localeCompare(b.startsAt.local));
  const first = sessions[0];
  const last = sessions[sessions.length - 1];
  const next = nextSession(sessions, localNow());
  const extras = extraSessions(sessions);
  const rows: [string, string][] = [
    [t('course.category'), bundle.category.name],
    [t('course.price'), coursePriceText(bundle.totalPrice)],
  ];
  if (first && last) {
    const weeks = t('course.weeks', { count: courseWeeks(sessions) });
    const range = t('course.dateRange', {
      from: shortDate(first.startsAt.local),
      to: shortDate(last.startsAt.local),
    });
    rows.push([
      t('course.dates'),
      `${range} (${weeks}${extras > 0 ? `, ${t('course.extraSessions', { count: extras })}` : ''})`,
    ]);
    rows.push([
      t('course.when'),
      t('course.schedule', {
        days: daysOfWeek(sessions).map(weekdayName).join(', '),
        time: clockTime(first.startsAt.local),
      }),
    ]);
  }
  rows.push([t('course.sessionLength'), t('course.minutes', { count: sessionLengthMinutes(sessions) })]);
  if (next && bundle.status !== 'cancelled') {
    rows.push([
      t('course.nextSession'),
      `${sessionDay(next.startsAt.local)}, ${clockTime(next.startsAt.local)}`,
    ]);
  }
  rows.push([t('course.venue'), bundle.venue.name]);
  if (bundle.instructors.length > 0) {
    rows.push([t('course.instructors'), bundle.instructors.map((instructor) => instructor.name).join(', ')]);
  }
  return (
    <dl className="course-header">
      {rows.map(([label, value]) => (
        <div key={label} className="course-header__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
