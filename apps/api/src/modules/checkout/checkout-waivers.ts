import type { CompletedWaiver } from '@leisure/contracts/checkout';
import type { Executor } from '../../platform/db/client';
import type { Attendance } from '../waivers/attendee-waivers';
import type { ActivitiesForCheckout, CheckoutLine, WaiversForCheckout } from './checkout.ports';

/** Who attends which session, for the waivers the sessions need. */
export function attendancesOf(
  lines: CheckoutLine[],
  sessionOf: (occurrenceId: number) => Attendance['session'] | null | undefined,
  attendeeOf: (line: CheckoutLine) => number,
): Attendance[] {
  return lines.flatMap((line) => {
    const session = line.occurrenceId ? sessionOf(line.occurrenceId) : null;
    return session ? [{ userId: attendeeOf(line), session }] : [];
  });
}

/**
 * The waivers checked before the order's transaction, like the terms: missing or invalid answers are
 * refused while a card payment is still authorised, so the customer corrects them and pays with it.
 * The order's transaction checks them again and signs them.
 */
export async function precheckWaivers(
  executor: Executor,
  { activities, waivers }: { activities: ActivitiesForCheckout; waivers: WaiversForCheckout },
  input: { clientId: number; userId: number; lines: CheckoutLine[]; completed: CompletedWaiver[] },
): Promise<void> {
  const { clientId, userId } = input;
  const ids = [...new Set(input.lines.flatMap((l) => (l.occurrenceId ? [l.occurrenceId] : [])))];
  const sessions = new Map(
    (await Promise.all(ids.map((id) => activities.getOccurrence(executor, clientId, id)))).flatMap((f) =>
      f ? [[f.id, f] as const] : [],
    ),
  );
  await waivers.checkCompleted(executor, {
    clientId,
    actingUserId: userId,
    attendances: attendancesOf(
      input.lines,
      (id) => sessions.get(id),
      (line) => line.purchasedForUserId ?? userId,
    ),
    completed: input.completed,
  });
}
