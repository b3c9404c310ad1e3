import type { Booking } from '@leisure/contracts/bookings';
import { describe, expect, it } from 'vitest';
import { nextBookingOf } from './next-booking';

// Only the fields the rule reads; the rest of a Booking does not decide which one is next.
const booking = (id: number, raw: string, status = 'active') =>
  ({ id, status, startsAt: { raw, format24Hour: raw.slice(11, 16) } }) as unknown as Booking;

describe('nextBookingOf', () => {
  it('is the active booking that starts soonest, whatever order the list came in', () => {
    const list = [
      booking(1, '2026-12-03T18:00:00.000Z'),
      booking(2, '2026-12-01T09:00:00.000Z'),
      booking(3, '2026-12-02T07:30:00.000Z'),
    ];
    expect(nextBookingOf(list)?.id).toBe(2);
  });

  it('skips cancelled bookings, and is null when nothing is left', () => {
    expect(
      nextBookingOf([
        booking(1, '2026-12-01T09:00:00.000Z', 'cancelled'),
        booking(2, '2026-12-05T09:00:00.000Z'),
      ])?.id,
    ).toBe(2);
    expect(nextBookingOf([booking(1, '2026-12-01T09:00:00.000Z', 'cancelled')])).toBeNull();
    expect(nextBookingOf([])).toBeNull();
  });
});
