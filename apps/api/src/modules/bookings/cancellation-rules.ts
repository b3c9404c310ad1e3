/** What decides whether and how a booking may be cancelled (spec part 1 §3 Booking, §4 Cancel booking modal). */
export type CancellationTerms = {
  startsAt: Date;
  cancellationCutoffMinutes: number;
  /** 'no-cancel' refuses inside the cut-off; 'no-credit' still cancels there, without credit. */
  cutoffAction: string;
  cancellationAwardsCredit: boolean;
  /** Minor units paid for the place. */
  price: number;
};

export type Cancellation = {
  cutOff: Date;
  started: boolean;
  insideCutOff: boolean;
  /** Whether an active booking may be cancelled now. */
  canCancel: boolean;
  /** Whether cancelling now credits the price paid. */
  awardsCredit: boolean;
};

/** One reading of the rules for the list and the cancel call alike, so the button never promises what the call refuses. */
export function cancellationOf(terms: CancellationTerms, now: Date): Cancellation {
  const cutOff = new Date(terms.startsAt.getTime() - terms.cancellationCutoffMinutes * 60_000);
  const started = terms.startsAt <= now;
  const insideCutOff = now >= cutOff;
  const canCancel = !started && (!insideCutOff || terms.cutoffAction !== 'no-cancel');
  const awardsCredit = canCancel && !insideCutOff && terms.cancellationAwardsCredit && terms.price > 0;
  return { cutOff, started, insideCutOff, canCancel, awardsCredit };
}
