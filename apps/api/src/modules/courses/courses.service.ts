import {
  cancelWindowClosedMessage,
  courseAlreadyCancelledMessage,
  courseCancelledMessage,
} from '@leisure/contracts/courses';
import type { Db, Executor } from '../../platform/db/client';
import { HttpError, notFound } from '../../platform/http/errors';
import type { SessionContext } from '../../platform/http/session';
import type { ActivitiesService, OccurrenceFacts } from '../activities/activities.service';
import { type CreditsService, courseCancellationCreditReason } from '../credits/credits.service';
import { toCourseSummary } from './course-summary';
import { bundleCancellation, toBookingBundle } from './course-view';
import { type BundleRow, createCoursesRepository } from './courses.repository';

type Deps = {
  db: Db;
  activities: Pick<ActivitiesService, 'getOccurrence' | 'lockOccurrences' | 'adjustBookedCount'>;
  credits: Pick<CreditsService, 'award'>;
  /** Places held in live basket lines, by session (the basket module's answer). */
  heldPlaces: (executor: Executor, occurrenceIds: number[], now: Date) => Promise<Map<number, number>>;
  /** Refuses (throws) unless the acting customer may act for the user: themself or linked family. */
  actsFor: (clientId: number, actingUserId: number, targetUserId: number) => Promise<void>;
  /** The bookings module cancels a course booking's places, in the caller's transaction. */
  cancelBundleBookings: (
    tx: Executor,
    bundleId: number,
    at: Date,
  ) => Promise<{ id: number; occurrenceId: number }[]>;
  currencyOf: (clientId: number) => Promise<string>;
  /** Offers a freed place to the session's waitlist, inside the cancellation's transaction, when wired. */
  placeFreed?: (tx: Executor, clientId: number, occurrenceId: number, at: Date) => Promise<void>;
  now?: () => Date;
};

/** Ids beyond a Postgres integer name nothing: a 404, not a database error. */
const maxId = 2_147_483_647;

/** Whether an activity is a course, whose sessions are booked only with the whole course. */
export async function isCourseActivity(executor: Executor, clientId: number, activityId: number) {
  return (await createCoursesRepository(executor).findCourse(clientId, activityId)) !== null;
}

/**
 * Courses ("booking bundles", docs/decisions/012-course-bookings.md): what a course offers, the course
 * bookings a customer holds, and their cancellation as a whole.
 */
export function createCoursesService(deps: Deps) {
  const { db, activities, credits, now = () => new Date() } = deps;

  async function facts(executor: Executor, clientId: number, ids: number[]): Promise<OccurrenceFacts[]> {
    const found = await Promise.all(ids.map((id) => activities.getOccurrence(executor, clientId, id)));
    return found.filter((f): f is OccurrenceFacts => f !== null);
  }

  /** The attendee, or the family member's booker; anyone else meets a 404, as for a missing one. */
  async function mayRead(session: SessionContext, bundle: Pick<BundleRow, 'userId' | 'bookedByUserId'>) {
    if (bundle.userId === session.userId) return true;
    if (bundle.bookedByUserId !== session.userId) return false;
    return deps.actsFor(session.clientId, session.userId, bundle.userId).then(
      () => true,
      () => false,
    );
  }

  async function readBundle(executor: Executor, session: SessionContext, id: number, at: Date) {
    const repo = createCoursesRepository(executor);
    const bundle = await repo.findBundle(session.clientId, id);
    if (!bundle) throw notFound();
    const sessions = await repo.bundleSessions(bundle.id);
    const [held, currency] = await Promise.all([
      deps.heldPlaces(
        executor,
        sessions.map((s) => s.occurrenceId),
        at,
      ),
      deps.currencyOf(session.clientId),
    ]);
    return toBookingBundle(bundle, sessions, held, currency, at);
  }

  return {
    /** GET /api/activities/courses/{courseId}: public; a signed-in viewer learns whether they hold it. */
    async getCourse(clientId: number, courseId: number, viewerUserId: number | null) {
      const at = now();
      const repo = createCoursesRepository(db);
      const course = courseId <= maxId ? await repo.findCourse(clientId, courseId) : null;
      if (!course) throw notFound();
      const sessions = await facts(db, clientId, await repo.sessionIds(clientId, courseId, at));
      const [held, currency, bookingBundleId] = await Promise.all([
        deps.heldPlaces(
          db,
          sessions.map((s) => s.id),
          at,
        ),
        deps.currencyOf(clientId),
        viewerUserId === null ? null : repo.activeBundleOf(clientId, viewerUserId, courseId),
      ]);
      return toCourseSummary(course, sessions, held, { currency, now: at, bookingBundleId });
    },

    /** GET /api/v1/activities/bookings/bundles/{id}: the customer's own, or one they booked for family. */
    async getBundle(session: SessionContext, id: number) {
      if (id > maxId) throw notFound();
      const bundle = await createCoursesRepository(db).findBundle(session.clientId, id);
      if (!bundle || !(await mayRead(session, bundle))) throw notFound();
      return readBundle(db, session, id, now());
    },

    /**
     * PATCH …/bundles/{id}/cancel, in one transaction: the sessions locked first (the order checkout
     * locks in), then the bundle row; every active place cancelled and freed, the price credited once
     * (credit_entries_course_cancellation_key), the bundle cancelled.
     */
    async cancelBundle(session: SessionContext, id: number) {
      const at = now();
      if (id > maxId) throw notFound();
      const seen = await createCoursesRepository(db).findBundle(session.clientId, id);
      if (!seen || !(await mayRead(session, seen))) throw notFound();
      await db.transaction(async (tx) => {
        const repo = createCoursesRepository(tx);
        const sessions = await repo.bundleSessions(id);
        await activities.lockOccurrences(
          tx,
          session.clientId,
          sessions.map((s) => s.occurrenceId),
        );
        const bundle = await repo.findBundle(session.clientId, id, true);
        if (!bundle) throw notFound();
        if (bundle.status !== 'active') throw new HttpError(409, courseAlreadyCancelledMessage);
        const rule = bundleCancellation(bundle, sessions[0]?.startsAt ?? null, at);
        if (!rule.canCancel) throw new HttpError(422, cancelWindowClosedMessage);
        const cancelled = await deps.cancelBundleBookings(tx, id, at);
        for (const place of [...cancelled].sort((a, b) => a.occurrenceId - b.occurrenceId)) {
          await activities.adjustBookedCount(tx, place.occurrenceId, -1);
          await deps.placeFreed?.(tx, session.clientId, place.occurrenceId, at);
        }
        if (rule.creditAmount > 0) {
          await credits.award(tx, {
            clientId: session.clientId,
            userId: bundle.bookedByUserId,
            amount: rule.creditAmount,
            orderId: bundle.orderId,
            bundleId: bundle.id,
            reason: courseCancellationCreditReason,
          });
        }
        if (!(await repo.markCancelled(bundle.id, at)))
          throw new HttpError(409, courseAlreadyCancelledMessage);
      });
      return { message: courseCancelledMessage, data: await readBundle(db, session, id, now()) };
    },
  };
}
export type CoursesService = ReturnType<typeof createCoursesService>;
