import { describe, expect, it } from 'vitest';
import { feeLinesOf } from './fees-in-basket';

describe('feeLinesOf', () => {
  it('maps each fee in the basket to its line, leaving other lines out', () => {
    const lines = feeLinesOf([
      { id: 10, cartableType: 'penalty', cartableId: 3 },
      { id: 11, cartableType: 'activity', cartableId: 3 },
      { id: 12, cartableType: 'penalty', cartableId: 7 },
      { id: 13, cartableType: 'penalty', cartableId: null },
    ]);
    expect([...lines]).toEqual([
      [3, 10],
      [7, 12],
    ]);
  });

  it('is empty without a basket', () => {
    expect(feeLinesOf(undefined).size).toBe(0);
  });
});
