import { useParams } from 'react-router';
import { type ActivityCategory, useVenueCategories } from '@/features/activities/api/get-venue-categories';

export type TimetableTarget =
  | { kind: 'category'; category: ActivityCategory }
  | { kind: 'activity'; category: ActivityCategory; activity: ActivityCategory['activities'][number] };

/** Part 3's address names an activity in its second segment; the web timetable takes a category too. */
export function resolveTimetableTarget(categories: ActivityCategory[], slug: string): TimetableTarget | null {
  const category = categories.find((item) => item.slug === slug);
  if (category) return { kind: 'category', category };
  for (const item of categories) {
    const activity = item.activities.find((candidate) => candidate.slug === slug);
    if (activity) return { kind: 'activity', category: item, activity };
  }
  return null;
}

export function useTimetableParams() {
  const { venue = '', activity = '', date = '' } = useParams();
  const categories = useVenueCategories(venue);
  const target = categories.data ? resolveTimetableTarget(categories.data, activity) : null;
  return { venue, segment: activity, date, categories, target };
}
