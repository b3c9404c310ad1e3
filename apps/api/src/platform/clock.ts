/**
 * The app's one clock (docs/decisions/048-membership-billing.md). Billing reads the time only from it, and
 * so does the sandbox direct-debit provider it is handed to, so a test that moves the clock sees a year of
 * schedules, collections and settlements go by in seconds, all agreeing on what day it is.
 */
export type Clock = {
  now(): Date;
  /** Moves the clock on (or back, with a negative number) by milliseconds; tests only. */
  advance(ms: number): void;
  /** Sets the clock to an instant; from then on it runs on from there at the real pace. */
  set(at: Date): void;
};

/** The real time, until a test moves it: then the real time plus the offset the moves add up to. */
export function createClock(start?: Date): Clock {
  let offset = start ? start.getTime() - Date.now() : 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms) {
      if (!Number.isFinite(ms)) throw new RangeError(`advance by a finite number of ms, not ${ms}`);
      offset += ms;
    },
    set(at) {
      if (Number.isNaN(at.getTime())) throw new RangeError('set the clock to a real instant');
      offset = at.getTime() - Date.now();
    },
  };
}
