import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import type { OccurrenceDetail } from '@/features/activities/api/get-occurrence';
import { venueCategoriesQueryOptions } from '@/features/activities/api/get-venue-categories';
import { useCourse } from '@/features/courses/api/get-course';
import { CoursePanel } from '@/features/courses/components/course-panel';
import { usePaths } from '@/lib/paths-context';
import { SessionFacts } from './session-facts';
import { useAddToBasket } from './use-add-to-basket';

/** The category kind and pricing-option kind that make an activity a course (its id is the course's id). */
const courseCategoryKind = 'courses';
const coursePriceKind = 'course';

/**
 * The course a session belongs to: its activity, when the session is sold at a whole-course price and the
 * venue lists the activity under a courses category (which gives its id). Undefined while the venue's
 * categories load; null for an ordinary session.
 */
export function useCourseIdOf(occurrence: OccurrenceDetail): number | null | undefined {
  const wholeCourse = occurrence.tickets.some((ticket) => ticket.pricingOption.kind === coursePriceKind);
  const categories = useQuery({ ...venueCategoriesQueryOptions(occurrence.venueSlug), enabled: wholeCourse });
  if (!wholeCourse) return null;
  if (categories.isPending) return undefined;
  return (
    (categories.data ?? [])
      .filter((category) => category.kind === courseCategoryKind)
      .flatMap((category) => category.activities)
      .find((activity) => activity.slug === occurrence.activitySlug)?.id ?? null
  );
}

/** The course's part of a session page: sessions are not sold one by one. */
function CourseSection({ occurrence, courseId }: { occurrence: OccurrenceDetail; courseId: number }) {
  const { t } = useTranslation('bookings');
  const paths = usePaths();
  const course = useCourse(courseId);
  const { addToBasket, adding, loginModal } = useAddToBasket();

  if (course.isPending) return <Spinner />;
  if (course.isError) return <p role="alert">{t('course.loadError')}</p>;
  const book = async () => {
    const added = await addToBasket(occurrence, { id: String(courseId), type: 'av2BookingBundle' });
    // The places it now holds count against everyone's, and the course may have changed meanwhile.
    if (added) void course.refetch();
  };
  const bundleId = course.data.bookingBundleId;
  return (
    <>
      <CoursePanel
        course={course.data}
        onBook={() => void book()}
        adding={adding !== null}
        bookingHref={bundleId === null ? null : paths.account.courseBooking.getHref(bundleId)}
      />
      {loginModal}
    </>
  );
}

/** A course session's page: when and where this session is, then the whole course to book. */
export function CourseSession({ occurrence, courseId }: { occurrence: OccurrenceDetail; courseId: number }) {
  return (
    <>
      <SessionFacts occurrence={occurrence} />
      <CourseSection occurrence={occurrence} courseId={courseId} />
    </>
  );
}
