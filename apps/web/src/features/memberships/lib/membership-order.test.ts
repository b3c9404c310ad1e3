import { describe, expect, it } from 'vitest';
import { inDisplayOrder } from './membership-order';

describe('inDisplayOrder', () => {
  it('puts pending, active and frozen first, then the rest in the order they came', () => {
    const list = [
      { id: 1, status: 'expired' },
      { id: 2, status: 'frozen' },
      { id: 3, status: 'cancelled' },
      { id: 4, status: 'active' },
      { id: 5, status: 'pending' },
      { id: 6, status: 'suspended' },
      { id: 7, status: 'active' },
    ] as const;
    expect(inDisplayOrder(list).map((m) => m.id)).toEqual([5, 4, 7, 2, 1, 3, 6]);
  });

  it('reads the status without regard to case, and leaves the list it was given alone', () => {
    const list = [
      { id: 1, status: 'Cancelled' },
      { id: 2, status: 'ACTIVE' },
    ];
    expect(inDisplayOrder(list).map((m) => m.id)).toEqual([2, 1]);
    expect(list.map((m) => m.id)).toEqual([1, 2]);
  });
});
