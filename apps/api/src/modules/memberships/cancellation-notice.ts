import { addDays } from '../../platform/local-time';
import { addMonths, nextBillingDate } from './membership-pricing';

/**
 * The notice rule of a monthly membership's cancellation (spec part 2 §2 Cancel modal: 'If your next
 * payment collection falls within the notice period your membership will be cancelled after the final
 * payment period'; docs/decisions/045-membership-cancellation.md). Days are YYYY-MM-DD at the membership's
 * venue, so a clock change never moves one.
 *
 * - The notice period is the `noticeDays` days after today (today + 1 … today + n).
 * - The final payment is the last collection whose charge date falls inside it; none, when none does.
 * - The final day is the end of the period that payment pays for: the day before the first collection
 *   after the notice period. With no collection inside the notice, that is the end of the period already
 *   paid for, which is never before the notice's end either: the member always has their notice, and
 *   every day they are members is paid for.
 * - A membership that already has an end (a change) ends no later than it would have.
 */
export type NoticeInput = {
  today: string;
  noticeDays: number;
  /** The day of the month collections are taken (1–28). */
  billingDay: number;
  /** The membership's first collection (a month on when its first month was paid when joining); null: any. */
  firstCollection: string | null;
  /** Its last day already set, or null for one that runs until cancelled. */
  lastDay: string | null;
};

export type NoticeDates = {
  /** The notice period's last day. */
  noticeEnd: string;
  /** The last collection the cancelled membership takes, or null when it takes no more. */
  finalPaymentDate: string | null;
  /** Its last day as a member. */
  finalDay: string;
};

export function cancellationDates(input: NoticeInput): NoticeDates {
  const noticeEnd = addDays(input.today, Math.max(0, input.noticeDays));
  const first = input.firstCollection;
  const afterNotice = addDays(noticeEnd, 1);
  // The first collection that falls after the notice: the cancelled membership never takes it.
  const following = nextBillingDate(
    first !== null && first > afterNotice ? first : afterNotice,
    input.billingDay,
  );
  const previous = addMonths(following, -1);
  let finalPaymentDate = previous > input.today && (first === null || previous >= first) ? previous : null;
  let finalDay = addDays(following, -1);
  if (input.lastDay !== null && input.lastDay < finalDay) {
    finalDay = input.lastDay;
    if (finalPaymentDate !== null && finalPaymentDate > input.lastDay) finalPaymentDate = null;
  }
  return { noticeEnd, finalPaymentDate, finalDay };
}
