import { describe, expect, it } from 'vitest';
import { ticketChoice } from './ticket-choice';

const ticket = (id: number, kind: string, raw: number, available = true) => ({
  id,
  name: kind,
  price: { benefitApplied: kind === 'benefit', packageApplied: false, formatted: `£${raw / 100}`, raw },
  pricingOption: { id, kind },
  available,
});

const free = ticket(3, 'benefit', 0);
const member = ticket(2, 'member', 800);
const payg = ticket(1, 'payg', 1200);

describe('ticket choice', () => {
  it('gives a member with a benefit the free ticket, and the member price as the only other price', () => {
    const choice = ticketChoice([free, member, payg], free.id);
    expect(choice.applies).toBe(free);
    expect(choice.others).toEqual([member]);
  });

  it('offers a member paying the member price nothing else: pay as you go only costs more', () => {
    expect(ticketChoice([member, payg], member.id)).toEqual({ applies: member, others: [] });
  });

  it('offers a visitor pay as you go alone: the member tickets are not theirs to buy', () => {
    const choice = ticketChoice(
      [payg, ticket(2, 'member', 800, false), ticket(3, 'benefit', 0, false)],
      payg.id,
    );
    expect(choice).toEqual({ applies: payg, others: [] });
  });

  it('keeps to the price the API says applies, whatever the order of the tickets', () => {
    expect(ticketChoice([payg, member, free], free.id).applies).toBe(free);
  });

  it('falls back to the first ticket the customer may buy when the applying one is not listed', () => {
    expect(ticketChoice([ticket(9, 'member', 800, false), payg], 42)).toEqual({ applies: payg, others: [] });
  });

  it('has nothing to offer when no ticket may be bought', () => {
    expect(ticketChoice([ticket(2, 'member', 800, false)], 2)).toEqual({ applies: null, others: [] });
  });
});
