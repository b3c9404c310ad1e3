/**
 * The demo timetable as data: what each venue runs, when, at what prices, and how full each session is.
 * `fill` answers how many places are booked in a session, from its day (0 today, -1 yesterday) and time;
 * full and nearly full sessions are the interesting ones, so they recur on a pattern.
 */

export type PlannedActivity = {
  slug: string;
  name: string;
  category: 'classes' | 'swimming' | 'courts' | 'gym' | 'courses';
  location: string;
  durationMinutes: number;
  capacity: number;
  times: string[];
  /** Days of the week (0 Sunday) it runs on; every day when missing. */
  weekdays?: number[];
  instructor?: number;
  payg: number;
  member?: number;
  /** A membership benefit: free for members. */
  freeForMembers?: boolean;
  bookingType?: 'class' | 'slot';
  /** Null: a rolling window (each session opens exactly releaseDaysAhead × 24 h before it starts). */
  releaseTime?: string | null;
  releaseDaysAhead?: number;
  requiresInduction?: boolean;
  allowsAnonymousBookings?: boolean;
  description?: string;
  /** Its concept in the OpenActive Activity List (activity-list.json), so open data names the activity. */
  activityListId: string;
  ageMin?: number;
  ageMax?: number;
  accessibilityInformation?: string;
  /** Cancellation cut-off; the activities table's defaults (120 minutes, 'no-credit') when missing. */
  cancellationCutoffMinutes?: number;
  cutoffAction?: 'no-cancel' | 'no-credit';
  /** Places booked in a session; `court` numbers the courts of a slot activity from 0. */
  fill?: (day: number, time: string, court: number) => number;
};

export const demoCategories = [
  { slug: 'classes', name: 'Classes', kind: 'classes', position: 1 },
  { slug: 'swimming', name: 'Swimming', kind: 'swimming', position: 2 },
  { slug: 'courts', name: 'Courts', kind: 'courts', position: 3 },
  { slug: 'gym', name: 'Gym', kind: 'gym', position: 4 },
  { slug: 'courses', name: 'Courses', kind: 'courses', position: 5 },
];

export const demoInstructors = ['Jess Carter', 'Tom Reid', 'Aisha Khan', 'Marco Rossi', 'Hannah Lee'];

export const demoLocations = [
  { slug: 'studio-1', name: 'Studio 1', type: 'studio' },
  { slug: 'main-pool', name: 'Main Pool', type: 'pool' },
  { slug: 'gym-floor', name: 'Gym Floor', type: 'gym' },
];
export const demoCourts = [1, 2, 3].map((n) => ({ slug: `court-${n}`, name: `Court ${n}`, type: 'court' }));

/** Courts at two or three venues only. */
export const venuesWithCourts = new Set(['manchester-central', 'leeds-middleton', 'london-stratford']);

/** The filler customers whose bookings fill the full and nearly full sessions. */
export const fillerCount = 16;

const full = (capacity: number) => capacity;
const nearlyFull = (capacity: number) => capacity - 2;

/** Every venue's core timetable. */
export function everyVenuePlan(): PlannedActivity[] {
  return [
    {
      slug: 'yoga-flow',
      name: 'Yoga Flow',
      // Yoga
      activityListId: 'bf1a5e00-cdcf-465d-8c5a-6f57040b7f7e',
      accessibilityInformation:
        'Step-free access to Studio 1; blocks and chairs for seated versions of every pose.',
      category: 'classes',
      location: 'studio-1',
      durationMinutes: 60,
      capacity: 20,
      times: ['09:00'],
      instructor: 0,
      payg: 750,
      member: 500,
      freeForMembers: true,
      description: '<p>A gentle, flowing class for every level. Bring a mat if you have one.</p>',
      fill: (day) => day % 4,
    },
    {
      slug: 'hiit',
      name: 'HIIT Blast',
      // HIIT
      activityListId: '21b6faae-c7cd-431f-9f2f-7d151e82de33',
      category: 'classes',
      location: 'studio-1',
      durationMinutes: 45,
      capacity: 16,
      times: ['18:00'],
      instructor: 1,
      payg: 800,
      member: 600,
      fill: (day) => (day % 2 === 0 ? nearlyFull(16) : 3),
    },
    {
      slug: 'spin',
      name: 'Spin',
      // Indoor Cycling
      activityListId: '5f09c2ca-ceeb-4e0c-871f-e2d0b9971317',
      category: 'classes',
      location: 'studio-1',
      durationMinutes: 45,
      capacity: 12,
      times: ['19:00'],
      instructor: 3,
      payg: 900,
      member: 650,
      fill: (day) => (day % 3 === 0 ? full(12) : 2),
    },
    {
      slug: 'lane-swimming',
      name: 'Lane Swimming',
      // Swimming
      activityListId: '2750229d-b725-4171-9276-376be913957c',
      accessibilityInformation:
        'A pool hoist, steps with handrails and an accessible changing room; lifeguards can help you in and out.',
      category: 'swimming',
      location: 'main-pool',
      durationMinutes: 60,
      capacity: 30,
      times: ['07:00', '12:00', '18:00'],
      payg: 550,
      member: 350,
      freeForMembers: true,
      releaseTime: null,
      releaseDaysAhead: 3,
      allowsAnonymousBookings: true,
      fill: (day, time) => (time === '12:00' ? 3 : 0) + (day % 3),
    },
    {
      slug: 'aqua-fit',
      name: 'Aqua Fit',
      // Aqua Fit
      activityListId: '9a4ecdc3-5f70-48e8-9718-8542db315230',
      accessibilityInformation:
        'Pool hoist and accessible changing room; the water takes the weight off your joints.',
      category: 'swimming',
      location: 'main-pool',
      durationMinutes: 45,
      capacity: 20,
      times: ['10:00'],
      weekdays: [1, 3, 5],
      instructor: 2,
      payg: 650,
      member: 450,
      fill: () => 4,
    },
    {
      slug: 'gym-session',
      name: 'Gym Session',
      // Gym Workout
      activityListId: '08d9368c-6c6c-44a3-84ef-a42ed00d529a',
      ageMin: 16,
      accessibilityInformation:
        'Step-free gym floor with equipment for wheelchair users; an instructor is on hand.',
      category: 'gym',
      location: 'gym-floor',
      durationMinutes: 60,
      capacity: 40,
      times: ['08:00', '17:00'],
      payg: 600,
      member: 0,
      freeForMembers: true,
      requiresInduction: true,
      fill: (day) => day % 4,
    },
  ];
}

/** Manchester Central, Alex Morgan's home venue, runs a fuller week. */
export function manchesterExtras(): PlannedActivity[] {
  return [
    {
      slug: 'pilates',
      name: 'Pilates',
      // Pilates
      activityListId: '3a6b1c08-7aa6-48d4-9690-dca9e0133057',
      category: 'classes',
      location: 'studio-1',
      durationMinutes: 55,
      capacity: 15,
      times: ['10:30', '13:00'],
      instructor: 4,
      payg: 850,
      member: 600,
      fill: (day, time) => (time === '13:00' && day % 2 !== 0 ? full(15) : 3),
    },
    {
      slug: 'boxfit',
      name: 'Boxfit',
      // Boxing Fitness
      activityListId: '1eb737b6-9962-469d-98cc-0a2e4e86d356',
      category: 'classes',
      location: 'studio-1',
      durationMinutes: 45,
      capacity: 14,
      times: ['07:15', '17:30'],
      weekdays: [1, 2, 3, 4, 5],
      instructor: 1,
      payg: 800,
      member: 600,
      fill: (day, time) => (time === '17:30' ? nearlyFull(14) : 1 + (day % 3)),
    },
    {
      slug: 'zumba',
      name: 'Zumba',
      // Zumba®
      activityListId: '78503fa2-ed24-4a80-a224-e2e94581d8a8',
      category: 'classes',
      location: 'studio-1',
      durationMinutes: 60,
      capacity: 25,
      times: ['20:00'],
      weekdays: [2, 4],
      instructor: 0,
      payg: 700,
      member: 500,
      freeForMembers: true,
      // No cancellations in the five days before (twice a week, so the next one is always inside it):
      // the demo's booking inside a 'no-cancel' cut-off.
      cancellationCutoffMinutes: 5 * 24 * 60,
      cutoffAction: 'no-cancel',
      fill: () => 6,
    },
    // Courses (bought as a whole, with a course price) are seeded by demo-courses.ts.
  ];
}

/**
 * Leeds Middleton's weekend Kettlebells at £13.45, an odd price so the desk's test of a £20 cash payment
 * gives change of £6.55 (e2e foh-desk-journey). Weekends only: the visual snapshots show a Thursday.
 */
export function leedsExtras(): PlannedActivity[] {
  return [
    {
      slug: 'kettlebells',
      name: 'Kettlebells',
      // Kettlebells
      activityListId: 'fa2d7665-bb7f-4596-a157-e08c975d6073',
      category: 'classes',
      location: 'studio-1',
      durationMinutes: 45,
      capacity: 12,
      times: ['11:15'],
      weekdays: [0, 6],
      instructor: 1,
      payg: 1345,
      fill: () => 2,
    },
  ];
}

export function courtsPlan(richTimetable: boolean): PlannedActivity {
  const hours = richTimetable ? [9, 10, 11, 12, 13, 17, 18, 19, 20, 21] : [17, 18, 19, 20];
  return {
    slug: 'badminton',
    name: 'Badminton Court',
    // Badminton
    activityListId: 'c0360db0-a817-4bae-9167-40f89b49fc9e',
    category: 'courts',
    location: 'court',
    durationMinutes: 60,
    capacity: 1,
    bookingType: 'slot',
    times: hours.map((h) => `${String(h).padStart(2, '0')}:00`),
    payg: 1100,
    member: 800,
    releaseDaysAhead: 7,
    releaseTime: '22:00',
    // Evening courts go first: some evenings one or two are free, every fourth day 19:00 is full.
    fill: (day, time, court) => {
      if (time === '19:00' && day % 4 === 0) return 1;
      return Number(time.slice(0, 2)) >= 18 && (day + court) % 2 === 0 ? 1 : 0;
    },
  };
}
