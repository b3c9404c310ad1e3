import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { complete, display, initialSteps, numbered, reopen, type SectionId, sectionIds } from './join-steps';

describe('the joining page’s sections', () => {
  it('numbers the shown sections and opens the next shown one on completion', () => {
    let steps = initialSteps('details_section');
    expect(numbered(steps).map((s) => s.id)).toEqual([
      'centre_section',
      'membership_section',
      'details_section',
      'dates_section',
      'checkout_section',
    ]);
    steps = complete(steps, 'details_section');
    expect(steps.open).toBe('dates_section');
    steps = display(steps, { dd_section: true, confirmation_section: true });
    steps = complete(steps, 'dates_section');
    expect(steps.open).toBe('dd_section');
    expect(numbered(steps).find((s) => s.id === 'dd_section')?.number).toBe(5);
    expect(steps.edited).toEqual(['details_section', 'dates_section']);
  });

  it('passes an open section that is hidden to the next shown one', () => {
    const steps = display(initialSteps('dd_section', { dd_section: true }), { dd_section: false });
    expect(steps.open).toBe('checkout_section');
  });

  it('never opens a hidden section, and keeps exactly one open, whatever the sequence', () => {
    const action = fc.oneof(
      fc.record({ kind: fc.constant('complete' as const), id: fc.constantFrom(...sectionIds) }),
      fc.record({ kind: fc.constant('reopen' as const), id: fc.constantFrom(...sectionIds) }),
      fc.record({
        kind: fc.constant('display' as const),
        id: fc.constantFrom<SectionId>('additional_details_section', 'dd_section', 'confirmation_section'),
        on: fc.boolean(),
      }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        let steps = initialSteps('centre_section');
        for (const a of actions) {
          // The checkout is completed by leaving for the bookings site, never on this page.
          if (a.kind === 'complete' && steps.open === a.id && a.id !== 'checkout_section')
            steps = complete(steps, a.id);
          else if (a.kind === 'reopen') steps = reopen(steps, a.id);
          else if (a.kind === 'display') steps = display(steps, { [a.id]: a.on });
          // The checkout is always shown and last, so some section is always open.
          expect(steps.open).not.toBeNull();
          expect(steps.shown[steps.open!]).toBe(true);
          expect(steps.edited.every((id) => steps.shown[id])).toBe(true);
        }
      }),
    );
  });
});
