import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  black,
  contrastRatio,
  isColourSeed,
  isTintFactor,
  palette,
  parseColourSeed,
  type Rgb,
  readableTextOn,
  shade,
  tint,
  toHex,
  white,
  withContrast,
} from './colour';

const rgb = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)) as fc.Arbitrary<Rgb>;

describe('colour seeds', () => {
  it.each([
    ['#6b2fa0', [107, 47, 160]],
    ['6B2FA0', [107, 47, 160]],
    ['#fff', [255, 255, 255]],
    ['abc', [170, 187, 204]],
    ['255 112 67', [255, 112, 67]],
    ['0 0 0', [0, 0, 0]],
  ])('accepts %s', (seed, expected) => {
    expect(parseColourSeed(seed)).toEqual(expected);
    expect(isColourSeed(seed)).toBe(true);
  });

  it.each(['#ff', '#ffff', '#gggggg', '256 0 0', '12 34', '1 2 3 4', '-1 0 0', 'purple', ''])(
    'refuses %s',
    (seed) => {
      expect(parseColourSeed(seed)).toBeNull();
    },
  );

  it('takes a tint factor from 0 to 1 only', () => {
    expect([0, 0.5, 1].every(isTintFactor)).toBe(true);
    expect([-0.1, 1.01, Number.NaN].some(isTintFactor)).toBe(false);
    expect(() => tint([1, 2, 3], 1.5)).toThrow(RangeError);
  });
});

describe('palette', () => {
  it('has the seed at 500, the tints of §9 above it and a 0.8 shade at 600', () => {
    const p = palette([100, 50, 200]);
    expect(p[500]).toEqual([100, 50, 200]);
    expect(p[400]).toEqual(tint([100, 50, 200], 0.8));
    expect(p[300]).toEqual(tint([100, 50, 200], 0.4));
    expect(p[200]).toEqual(tint([100, 50, 200], 0.2));
    expect(p[100]).toEqual(tint([100, 50, 200], 0.1));
    expect(p[50]).toEqual(tint([100, 50, 200], 0.05));
    expect(p[600]).toEqual([80, 40, 160]);
  });

  it('runs from white (factor 0) to the colour itself (factor 1)', () => {
    expect(tint([100, 50, 200], 0)).toEqual([255, 255, 255]);
    expect(shade([100, 50, 200], 0)).toEqual([0, 0, 0]);
    expect(toHex([107, 47, 160])).toBe('#6b2fa0');
  });
});

describe('contrast', () => {
  it('matches the WCAG figures for black on white', () => {
    expect(contrastRatio(black, white)).toBeCloseTo(21, 5);
    expect(contrastRatio(white, white)).toBeCloseTo(1, 5);
  });

  it('keeps text on any background at AA (4.5:1) or better', () => {
    fc.assert(fc.property(rgb, (bg) => contrastRatio(readableTextOn(bg), bg) >= 4.5));
  });

  it('makes any venue colour a readable link on white and on the dark header', () => {
    fc.assert(
      fc.property(rgb, (colour) => {
        const onWhite = withContrast(colour, white);
        const onDark = withContrast(colour, [29, 29, 38]);
        return contrastRatio(onWhite, white) >= 4.5 && contrastRatio(onDark, [29, 29, 38]) >= 4.5;
      }),
    );
  });

  it('leaves a colour that already reads well as it is', () => {
    expect(withContrast([107, 47, 160], white)).toEqual([107, 47, 160]);
  });
});
