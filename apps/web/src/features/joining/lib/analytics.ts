/** The joining steps as analytics know them (spec part 2 §4 Analytics steps). */
export const analyticsSteps = {
  1: 'select centre',
  2: 'select membership',
  3: 'your details',
  4: 'additional details',
  5: 'review dates',
  6: 'monthly payment',
  7: 'confirm details',
} as const;
export type AnalyticsStep = keyof typeof analyticsSteps;

type DataLayerWindow = { dataLayer?: unknown[] };

/**
 * Pushes a step to `window.dataLayer`. Only the array is written: no tag manager script is loaded by
 * the app (docs/decisions/043-joining-submit.md), so nothing leaves the browser unless an operator's
 * own, consented tag reads it.
 */
export function trackJoiningStep(
  stepNumber: AnalyticsStep,
  target: DataLayerWindow = window as DataLayerWindow,
) {
  target.dataLayer ??= [];
  target.dataLayer.push({ event: 'memberships_progress', stepNumber, stepName: analyticsSteps[stepNumber] });
}
