import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useVenueCategories } from '@/features/activities/api/get-venue-categories';
import { type CourseSummary, useCourse } from '@/features/courses/api/get-course';

/** The category kind a venue lists its courses under (each activity's id is its course's id). */
const courseCategoryKind = 'courses';

type Props = {
  venueSlug: string;
  /** The course being put in the basket, if any. */
  adding: number | null;
  onAdd: (course: CourseSummary) => void;
};

function CourseRow({ courseId, adding, onAdd }: { courseId: number } & Omit<Props, 'venueSlug'>) {
  const { t } = useTranslation('foh');
  const course = useCourse(courseId);
  if (course.isPending) return null;
  if (course.isError) return null;
  const { name, price, sessions, actionToShow } = course.data;
  const first = sessions[0];
  const last = sessions.at(-1);
  return (
    <li className="desk-session" data-testid="desk-course">
      <span className="desk-session__time">
        {first && last
          ? `${dayjs(first.startsAt.local).format('D MMM')}–${dayjs(last.startsAt.local).format('D MMM')}`
          : ''}
      </span>
      <span className="desk-session__name">{name}</span>
      <span className="desk-session__where">{first?.locationName ?? ''}</span>
      <span className="desk-session__places">
        {actionToShow.status === 'FULL' ? t('sell.availability.full') : ''}
      </span>
      <span className="desk-session__price">{price.formatted}</span>
      <Button
        size="sm"
        onClick={() => onAdd(course.data)}
        busy={adding === courseId}
        // A course is bought while it has sessions to come with a place in each (BOOK).
        disabled={actionToShow.status !== 'BOOK'}
      >
        {/* The visible words first in the name, then which course (WCAG 2.5.3, label in name). */}
        {t('sell.addCourse')}
        <span className="visually-hidden"> {name}</span>
      </Button>
    </li>
  );
}

/** The desk venue's courses, each sold whole (a place in every session to come), as on the customer site. */
export function DeskCourses({ venueSlug, adding, onAdd }: Props) {
  const { t } = useTranslation('foh');
  const categories = useVenueCategories(venueSlug);
  const courses = (categories.data ?? [])
    .filter((category) => category.kind === courseCategoryKind)
    .flatMap((category) => category.activities);
  return (
    <section className="desk-timetable" aria-labelledby="desk-courses-heading">
      <h2 id="desk-courses-heading">{t('sell.courses')}</h2>
      {categories.isPending ? (
        <Spinner label={t('sell.loadingCourses')} />
      ) : categories.isError ? (
        <p role="alert">{t('sell.coursesFailed')}</p>
      ) : courses.length === 0 ? (
        <p>{t('sell.noCourses')}</p>
      ) : (
        <ul className="desk-sessions" aria-labelledby="desk-courses-heading">
          {courses.map((course) => (
            <CourseRow key={course.id} courseId={course.id} adding={adding} onAdd={onAdd} />
          ))}
        </ul>
      )}
    </section>
  );
}
