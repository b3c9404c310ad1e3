import { describe, expect, it } from 'vitest';
import { activityConcept } from '../modules/open-data/activity-list';
import { courtsPlan, everyVenuePlan, leedsExtras, manchesterExtras } from './demo-timetable-plan';

describe("the demo timetable's open data", () => {
  it('names a concept of the Activity List for every activity', () => {
    const plans = [...everyVenuePlan(), ...manchesterExtras(), ...leedsExtras(), courtsPlan(true)];
    const labels = Object.fromEntries(
      plans.map((p) => [p.name, activityConcept(p.activityListId)?.prefLabel]),
    );
    expect(labels).toEqual({
      'Yoga Flow': 'Yoga',
      'HIIT Blast': 'HIIT',
      Spin: 'Indoor Cycling',
      'Lane Swimming': 'Swimming',
      'Aqua Fit': 'Aqua Fit',
      'Gym Session': 'Gym Workout',
      Pilates: 'Pilates',
      Boxfit: 'Boxing Fitness',
      Zumba: 'Zumba®',
      Kettlebells: 'Kettlebells',
      'Badminton Court': 'Badminton',
    });
  });
});
