import {
  palette,
  parseColourSeed,
  type Rgb,
  readableTextOn,
  toHex,
  white,
  withContrast,
} from '@leisure/contracts/colour';
import type { Theme } from '@leisure/contracts/theme';
import type { ThemeFont } from '@leisure/contracts/theme-defaults';
import { defaultTheme } from '@leisure/contracts/theme-defaults';

/** The CSS families behind the theme's font names; 'garage gothic' is licensed, Oswald stands in. */
export const fontFamilies: Record<ThemeFont, string> = {
  'garage gothic': 'Oswald',
  Lato: 'Lato',
  'Open Sans': 'Open Sans',
  Roboto: 'Roboto',
};

const fallbackStack = "system-ui, -apple-system, 'Segoe UI', sans-serif";

function seed(value: string | undefined, fallback: string): Rgb {
  return parseColourSeed(value ?? fallback) ?? (parseColourSeed(fallback) as Rgb);
}

/** Null and missing theme values fall back to the defaults of spec part 1 §3. */
export function withDefaults(
  theme: Theme,
): Required<Omit<Theme, 'themeAppLogo'>> & Pick<Theme, 'themeAppLogo'> {
  const present = Object.fromEntries(Object.entries(theme).filter(([, value]) => value != null));
  return { ...defaultTheme, ...present };
}

function paletteVariables(name: string, rgb: Rgb): Record<string, string> {
  const steps = palette(rgb);
  const out: Record<string, string> = {};
  for (const [step, colour] of Object.entries(steps) as [string, Rgb][]) {
    out[`--${name}-${step}`] = toHex(colour);
    out[`--on-${name}-${step}`] = toHex(readableTextOn(colour));
  }
  out[`--${name}`] = toHex(rgb);
  out[`--on-${name}`] = toHex(readableTextOn(rgb));
  // The colour as text on a white page: the seed itself, or the nearest shade of it that reads (AA).
  out[`--${name}-text`] = toHex(withContrast(rgb, white));
  return out;
}

/**
 * Every themed value as a CSS custom property. Each colour comes with the text colour that keeps
 * WCAG AA on it, so a venue can choose any colour and the page stays readable.
 */
export function themeVariables(input: Theme): Record<string, string> {
  const theme = withDefaults(input);
  const primary = seed(theme.themeAppPrimaryColour, defaultTheme.themeAppPrimaryColour);
  const secondary1 = seed(theme.themeAppSecondaryColour1, defaultTheme.themeAppSecondaryColour1);
  const secondary2 = seed(theme.themeAppSecondaryColour2, defaultTheme.themeAppSecondaryColour2);
  const headerBg = seed(theme.themeAppHeaderBgColour, defaultTheme.themeAppHeaderBgColour);
  const darkBg = seed(theme.themeAppDarkBgColour, defaultTheme.themeAppDarkBgColour);
  const headerPrimary = seed(theme.headerPrimaryColour, defaultTheme.headerPrimaryColour);
  const solidSecondary = theme.themeAppSecondaryButtonStyle === 'solid';
  const link = withContrast(primary, white);

  return {
    ...paletteVariables('primary', primary),
    ...paletteVariables('secondary1', secondary1),
    ...paletteVariables('secondary2', secondary2),
    '--link': toHex(link),
    '--focus-ring': toHex(withContrast(primary, white, 3)),
    '--header-bg': toHex(headerBg),
    '--on-header': toHex(readableTextOn(headerBg)),
    '--header-accent': toHex(withContrast(headerPrimary, headerBg)),
    '--header-focus-ring': toHex(readableTextOn(headerBg)),
    '--dark-bg': toHex(darkBg),
    '--on-dark-bg': toHex(readableTextOn(darkBg)),
    '--button-secondary-bg': solidSecondary ? toHex(secondary1) : 'transparent',
    '--button-secondary-fg': toHex(
      solidSecondary ? readableTextOn(secondary1) : withContrast(secondary1, white),
    ),
    '--button-secondary-border': toHex(solidSecondary ? secondary1 : withContrast(secondary1, white, 3)),
    '--font-body': `'${fontFamilies[theme.themeAppBodyFontStyle]}', ${fallbackStack}`,
    '--font-heading': `'${fontFamilies[theme.themeAppHeadingFontStyle]}', ${fallbackStack}`,
  };
}

export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(themeVariables(theme))) root.style.setProperty(name, value);
}
