/**
 * Who may buy a membership: its criterion's age band, read from the customer's date of birth on the day
 * the membership would start. A concession that needs proof does not stop a purchase: the proof is
 * uploaded afterwards through the online account (spec part 2 §2 Membership step).
 */

export type Criterion = {
  name: string;
  minAge: number | null;
  maxAge: number | null;
  proofRequired: boolean;
};

/** Who is asking: nobody signed in, or a customer whose date of birth we may not have. */
export type Buyer = { kind: 'visitor' } | { kind: 'customer'; dateOfBirth: string | null };

export type Eligibility = { eligible: true; proofRequired: boolean } | { eligible: false; message: string };

export const needsDateOfBirthMessage = 'Add your date of birth to your account to buy this membership.';
export const proofLaterMessage =
  'Proof of eligibility is needed: you can upload it later in your online account.';

/** Whole years from a date of birth to a day (YYYY-MM-DD both); someone born on 29 February turns a year older on 1 March. */
export function ageOn(dateOfBirth: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return day.slice(5) >= dateOfBirth.slice(5) ? years : years - 1;
}

function bandText({ minAge, maxAge }: Criterion): string {
  if (minAge !== null && maxAge !== null) return `ages ${minAge} to ${maxAge}`;
  if (minAge !== null) return `ages ${minAge} and over`;
  return `ages ${maxAge} and under`;
}

/**
 * Whether the buyer may have a membership of this criterion starting on `startDate`. A visitor may
 * always look: they are asked again, as a customer, when they submit.
 */
export function eligibilityOf(criterion: Criterion | null, buyer: Buyer, startDate: string): Eligibility {
  if (!criterion) return { eligible: true, proofRequired: false };
  const banded = criterion.minAge !== null || criterion.maxAge !== null;
  if (banded && buyer.kind === 'customer') {
    if (!buyer.dateOfBirth) return { eligible: false, message: needsDateOfBirthMessage };
    const age = ageOn(buyer.dateOfBirth, startDate);
    if (
      (criterion.minAge !== null && age < criterion.minAge) ||
      (criterion.maxAge !== null && age > criterion.maxAge)
    )
      return { eligible: false, message: `This membership is for ${bandText(criterion)}.` };
  }
  return { eligible: true, proofRequired: criterion.proofRequired };
}
