import { describe, expect, it } from 'vitest';
import { trackJoiningStep } from './analytics';

describe('joining analytics', () => {
  it('pushes each step to the data layer in order, starting one if there is none', () => {
    const target: { dataLayer?: unknown[] } = {};
    trackJoiningStep(1, target);
    trackJoiningStep(5, target);
    expect(target.dataLayer).toEqual([
      { event: 'memberships_progress', stepNumber: 1, stepName: 'select centre' },
      { event: 'memberships_progress', stepNumber: 5, stepName: 'review dates' },
    ]);
  });
});
