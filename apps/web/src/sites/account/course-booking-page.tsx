import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { OperatorHtml } from '@/components/ui/operator-html';
import { Spinner } from '@/components/ui/spinner';
import { useBookingBundle } from '@/features/courses/api/get-booking-bundle';
import { CourseAttendee } from '@/features/courses/components/course-attendee';
import { CourseCancel } from '@/features/courses/components/course-cancel';
import { CourseHeader } from '@/features/courses/components/course-header';
import { CourseSessions } from '@/features/courses/components/course-sessions';
import { HttpError } from '@/lib/http';
import { usePaths } from '@/lib/paths-context';
import { PageTitle } from '@/shell/page-title';
import { ErrorPage } from '@/shell/pages/error-page';
import { Component as AccountNotFound } from './account-not-found';
import { RequireSession } from './require-session';
import '@/features/courses/components/courses.css';

function CourseBooking({ bundleId }: { bundleId: string }) {
  const { t } = useTranslation('account');
  const paths = usePaths();
  const bundle = useBookingBundle(bundleId);
  const title = t('course.title');

  if (bundle.isPending) return <Spinner />;
  // Spec part 2 §8: a course that is not this customer's (404) or has no data shows the not-found page,
  // one that fails to load the error page. A failed reload keeps showing what was loaded.
  if (!bundle.data) {
    const missing = !bundle.isError || (bundle.error instanceof HttpError && bundle.error.status === 404);
    return missing ? <AccountNotFound /> : <ErrorPage reload />;
  }
  const course = bundle.data;

  return (
    <section className="course-booking" aria-labelledby="course-heading">
      <PageTitle title={title} />
      <Breadcrumbs
        items={[
          { label: t('breadcrumb.account'), href: paths.account.dashboard.getHref() },
          { label: title },
        ]}
      />
      <p>
        <AppLink href={paths.account.dashboard.getHref()}>{t('course.back')}</AppLink>
      </p>
      <header className="account-page__header">
        <h1 id="course-heading">{course.name}</h1>
      </header>
      <CourseHeader bundle={course} />
      {course.description ? (
        <details className="course-accordion" open>
          <summary>{t('course.about')}</summary>
          <OperatorHtml html={course.description} className="course-description" />
        </details>
      ) : null}
      <details className="course-accordion">
        <summary>{t('course.dates')}</summary>
        <CourseSessions sessions={course.bookings} />
      </details>
      <CourseAttendee name={course.attendee.name} />
      <CourseCancel bundle={course} bundleId={bundleId} loading={bundle.isFetching} />
    </section>
  );
}

/** /bookings/courses/{bookingBundleId} in my account (spec part 2 §2). */
export function Component() {
  const { bookingBundleId = '' } = useParams();
  if (!/^\d+$/.test(bookingBundleId)) return <AccountNotFound />;
  return (
    <RequireSession>
      <CourseBooking bundleId={bookingBundleId} key={bookingBundleId} />
    </RequireSession>
  );
}
