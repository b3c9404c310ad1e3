/** The joining page's sections, in order (spec part 2 §2 Joining page). */
export const sectionIds = [
  'centre_section',
  'membership_section',
  'details_section',
  'additional_details_section',
  'dates_section',
  'dd_section',
  'confirmation_section',
  'checkout_section',
] as const;
export type SectionId = (typeof sectionIds)[number];

export type Steps = {
  /** The one open section, or none (all done, or before the first). */
  open: SectionId | null;
  /** Sections interacted with: shown with their summary and an edit button. */
  edited: SectionId[];
  shown: Record<SectionId, boolean>;
};

/** The sections hidden until a choice needs them: questions, and the bank details of a new monthly member. */
export const hiddenByDefault: SectionId[] = [
  'additional_details_section',
  'dd_section',
  'confirmation_section',
];

export function initialSteps(open: SectionId | null, shown: Partial<Record<SectionId, boolean>> = {}): Steps {
  const all = Object.fromEntries(sectionIds.map((id) => [id, !hiddenByDefault.includes(id)])) as Record<
    SectionId,
    boolean
  >;
  return { open, edited: [], shown: { ...all, ...shown } };
}

/** The shown sections with their numbers, 1 upwards. */
export function numbered(steps: Steps): { id: SectionId; number: number }[] {
  return sectionIds.filter((id) => steps.shown[id]).map((id, index) => ({ id, number: index + 1 }));
}

const nextShown = (steps: Steps, after: SectionId): SectionId | null =>
  sectionIds.slice(sectionIds.indexOf(after) + 1).find((id) => steps.shown[id]) ?? null;

const withEdited = (steps: Steps, id: SectionId) =>
  steps.edited.includes(id) ? steps.edited : [...steps.edited, id];

/** A section done: it counts as edited and the next shown one opens. */
export function complete(steps: Steps, id: SectionId): Steps {
  return { ...steps, edited: withEdited(steps, id), open: nextShown(steps, id) };
}

/** Back to a section to change it (only a shown one opens). */
export function reopen(steps: Steps, id: SectionId): Steps {
  return steps.shown[id] ? { ...steps, open: id, edited: withEdited(steps, id) } : steps;
}

/** Shows or hides sections as the choice changes; an open section that is hidden passes to the next. */
export function display(steps: Steps, changes: Partial<Record<SectionId, boolean>>): Steps {
  const shown = { ...steps.shown, ...changes };
  const next = { ...steps, shown, edited: steps.edited.filter((id) => shown[id]) };
  if (steps.open && !shown[steps.open]) return { ...next, open: nextShown(next, steps.open) };
  return next;
}
