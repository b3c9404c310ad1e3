/**
 * Colour rules of spec part 1 §5 and §9: what a venue may choose as a colour seed, the tints and the
 * 600 shade derived from it, and the text colour that stays readable (WCAG AA) on whatever it chose.
 */

export type Rgb = readonly [number, number, number];

const hexPattern = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;
const triplePattern = /^(\d{1,3})\s+(\d{1,3})\s+(\d{1,3})$/;

/** A seed is a 3- or 6-digit hex (with or without '#') or an 'R G B' triple with channels 0–255. */
export function parseColourSeed(seed: string): Rgb | null {
  const value = seed.trim();
  const hex = hexPattern.exec(value);
  if (hex?.[1]) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join('') : hex[1];
    return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as unknown as Rgb;
  }
  const triple = triplePattern.exec(value);
  if (triple) {
    const channels = triple.slice(1, 4).map(Number);
    if (channels.every((c) => c >= 0 && c <= 255)) return channels as unknown as Rgb;
  }
  return null;
}

export function isColourSeed(seed: string): boolean {
  return parseColourSeed(seed) !== null;
}

export function isTintFactor(factor: number): boolean {
  return Number.isFinite(factor) && factor >= 0 && factor <= 1;
}

function assertTintFactor(factor: number): void {
  if (!isTintFactor(factor)) throw new RangeError(`A tint factor is between 0 and 1, got ${factor}`);
}

/** Mixes the colour towards white: factor 1 is the colour itself, 0 is white. */
export function tint(rgb: Rgb, factor: number): Rgb {
  assertTintFactor(factor);
  return rgb.map((c) => Math.round(255 - (255 - c) * factor)) as unknown as Rgb;
}

/** Mixes the colour towards black: factor 1 is the colour itself, 0 is black. */
export function shade(rgb: Rgb, factor: number): Rgb {
  assertTintFactor(factor);
  return rgb.map((c) => Math.round(c * factor)) as unknown as Rgb;
}

/** The palette steps of §9: 500 is the seed, lighter steps are tints, 600 is a 0.8 shade. */
export const tintSteps = { 50: 0.05, 100: 0.1, 200: 0.2, 300: 0.4, 400: 0.8, 500: 1 } as const;
export const shade600 = 0.8;

export type Palette = Record<keyof typeof tintSteps | 600, Rgb>;

export function palette(rgb: Rgb): Palette {
  const steps = Object.entries(tintSteps).map(([step, factor]) => [step, tint(rgb, factor)]);
  return { ...Object.fromEntries(steps), 600: shade(rgb, shade600) } as Palette;
}

export function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

function channelLuminance(c: number): number {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance([r, g, b]: Rgb): number {
  return 0.2126 * channelLuminance(r) + 0.7152 * channelLuminance(g) + 0.0722 * channelLuminance(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export const white: Rgb = [255, 255, 255];
export const black: Rgb = [0, 0, 0];

/**
 * Black or white, whichever reads better on the background. One of the two always reaches at least
 * 4.58:1 (the square root of 21), so text on any venue colour passes WCAG AA.
 */
export function readableTextOn(background: Rgb): Rgb {
  return contrastRatio(background, white) >= contrastRatio(background, black) ? white : black;
}

/**
 * The colour itself when it already reaches the ratio against the background, otherwise the lightest
 * shade of it that does: a venue's pale primary still makes a readable link on white.
 */
export function withContrast(colour: Rgb, background: Rgb, ratio = 4.5): Rgb {
  const towardsBlack = relativeLuminance(background) > 0.18;
  for (let step = 100; step >= 0; step -= 2) {
    const candidate = towardsBlack ? shade(colour, step / 100) : tint(colour, step / 100);
    if (contrastRatio(candidate, background) >= ratio) return candidate;
  }
  return readableTextOn(background);
}
