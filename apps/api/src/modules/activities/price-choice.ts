/** A way to pay for a place, as the pricing_options table holds it. */
export type PricingOptionRow = { id: number; kind: string; name: string; price: number; activityId?: number };

/** Who is attending, as far as prices go. */
export type Attendee = {
  signedIn: boolean;
  activeMember: boolean;
  /** False when none of their running memberships has a benefit use left for this session (decision 050); unknown (the timetable) counts as left. */
  benefitLeft?: boolean;
};

/** Whether the attendee holds a package with a use left for the session (docs/decisions/049-packages.md); unknown counts as none. */
export type PackageHolding = {
  packageLeft?: boolean;
  /** The timetable's answer for every session at once: the activities the attendee holds a use of now. */
  packageActivities?: ReadonlySet<number>;
  /** The timetable's answer for its day: the activities a membership benefit makes free; all when left out. */
  benefitActivities?: ReadonlySet<number>;
};

/** Payg is for anyone; member prices and membership benefits need an active membership. Packages are not sold here yet. */
export function mayUse(option: PricingOptionRow, attendee: Attendee & PackageHolding): boolean {
  if (option.kind === 'payg') return true;
  if (option.kind === 'member') return attendee.signedIn && attendee.activeMember;
  if (option.kind === 'benefit')
    return (
      attendee.signedIn &&
      attendee.activeMember &&
      attendee.benefitLeft !== false &&
      (attendee.benefitActivities === undefined ||
        (option.activityId !== undefined && attendee.benefitActivities.has(option.activityId)))
    );
  if (option.kind === 'package')
    return (
      attendee.signedIn &&
      (attendee.packageLeft === true ||
        (option.activityId !== undefined && attendee.packageActivities?.has(option.activityId) === true))
    );
  return false;
}

// A package use is spent only where no membership benefit is on offer (docs/decisions/049-packages.md).
const preference = ['benefit', 'package', 'member', 'payg'];

/**
 * The price a customer is offered: for a member, a benefit (free) beats the member price beats payg; a
 * visitor or a non-member pays as they go. `applyBenefit: false` asks for the best price without the
 * benefit (a member keeping their allowance).
 */
export function bestOption(
  options: PricingOptionRow[],
  attendee: Attendee & PackageHolding,
  applyBenefit = true,
  applyPackage = true,
): PricingOptionRow | null {
  const usable = options.filter(
    (o) =>
      mayUse(o, attendee) && (applyBenefit || o.kind !== 'benefit') && (applyPackage || o.kind !== 'package'),
  );
  for (const kind of preference) {
    const found = usable.find((o) => o.kind === kind);
    if (found) return found;
  }
  return null;
}
