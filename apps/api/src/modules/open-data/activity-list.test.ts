import { describe, expect, it } from 'vitest';
import { activityConcept, activityListConcepts, matchActivityConcept } from './activity-list';

describe('the OpenActive Activity List', () => {
  it('gives a concept by its UUID with the list as its scheme', () => {
    expect(activityConcept('bf1a5e00-cdcf-465d-8c5a-6f57040b7f7e')).toEqual({
      '@type': 'Concept',
      '@id': 'https://openactive.io/activity-list#bf1a5e00-cdcf-465d-8c5a-6f57040b7f7e',
      prefLabel: 'Yoga',
      inScheme: 'https://openactive.io/activity-list',
    });
  });

  it('knows no concept for a UUID the list does not hold', () => {
    expect(activityConcept('00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(activityConcept('')).toBeNull();
  });

  it("matches an operator's activity name to a prefLabel exactly, whatever its case", () => {
    expect(matchActivityConcept('zumba®')?.['@id']).toBe(
      'https://openactive.io/activity-list#78503fa2-ed24-4a80-a224-e2e94581d8a8',
    );
    expect(matchActivityConcept(' Aqua Fit ')?.prefLabel).toBe('Aqua Fit');
    expect(matchActivityConcept('Yoga Flow')).toBeNull();
    expect(matchActivityConcept('Zumba')).toBeNull();
  });

  it('holds the whole list, each UUID once', () => {
    const concepts = activityListConcepts();
    expect(concepts.length).toBe(768);
    expect(new Set(concepts.map(([id]) => id)).size).toBe(concepts.length);
  });
});
