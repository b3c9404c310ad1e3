import type { OccurrenceDetail } from '@/features/activities/api/get-occurrence';

type Ticket = OccurrenceDetail['tickets'][number];

export type TicketChoice = {
  /** The price that applies to the customer: shown first and alone. */
  applies: Ticket | null;
  /** The prices the customer may really prefer, behind 'Other prices'; empty when there are none. */
  others: Ticket[];
};

/**
 * Which tickets a customer is offered for one session. The API names the price that applies
 * (`pricingOptionId`: a member's benefit beats the member price beats pay as you go) and marks the
 * tickets the customer may buy. Only a benefit leaves a real choice: a member may keep their allowance
 * and pay the best price without it. Any other ticket costs the same or more for the same place, so
 * offering it would only mislead.
 */
export function ticketChoice(tickets: readonly Ticket[], appliesOptionId: number): TicketChoice {
  const usable = tickets.filter((ticket) => ticket.available);
  const applies = usable.find((ticket) => ticket.pricingOption.id === appliesOptionId) ?? usable[0] ?? null;
  if (!applies || applies.pricingOption.kind !== 'benefit') return { applies, others: [] };
  const paid = usable
    .filter((ticket) => ticket.pricingOption.kind !== 'benefit')
    .sort((a, b) => a.price.raw - b.price.raw);
  return { applies, others: paid.slice(0, 1) };
}
