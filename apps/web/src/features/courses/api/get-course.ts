import type { CourseSummary } from '@leisure/contracts/courses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

export type { CourseSummary };

/** GET /api/activities/courses/{courseId}: a course as the bookings site offers it, with the sessions to come. */
export function getCourse(courseId: number): Promise<CourseSummary> {
  return http<{ data: CourseSummary }>(`/api/activities/courses/${courseId}`).then((r) => r.data);
}

export const courseQueryOptions = (courseId: number) =>
  queryOptions({ queryKey: ['courses', 'course', courseId], queryFn: () => getCourse(courseId) });

export function useCourse(courseId: number | null) {
  return useQuery({ ...courseQueryOptions(courseId ?? 0), enabled: courseId !== null });
}
