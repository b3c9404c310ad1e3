import { describe, expect, it } from 'vitest';
import { topClearance } from './toast-placement';

describe('toast placement', () => {
  it('starts a top toast below the header while the header is on screen', () => {
    expect(topClearance(64)).toBe(72);
    expect(topClearance(80.4)).toBe(89);
  });

  it('keeps a margin from the top once the header has scrolled away', () => {
    expect(topClearance(0)).toBe(16);
    expect(topClearance(-200)).toBe(16);
  });
});
