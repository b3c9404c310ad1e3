import { describe, expect, it } from 'vitest';
import { bookingStatusView } from './booking-status';

describe('a booking status in words', () => {
  it("reads 'active' as booked, or attended once the customer came", () => {
    expect(bookingStatusView({ status: 'active', attended: false })).toEqual({
      key: 'booked',
      tone: 'success',
    });
    expect(bookingStatusView({ status: 'active', attended: true })).toEqual({
      key: 'attended',
      tone: 'success',
    });
  });

  it('reads cancelled as cancelled, whatever its case', () => {
    expect(bookingStatusView({ status: 'Cancelled', attended: false })).toEqual({
      key: 'cancelled',
      tone: 'neutral',
    });
  });

  it('shows a status it does not know as the server sent it', () => {
    expect(bookingStatusView({ status: 'Booked', attended: false })).toEqual({ raw: 'Booked' });
  });
});
