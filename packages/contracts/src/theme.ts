import { z } from 'zod';
import { isColourSeed } from './colour';
import { dataEnvelope } from './envelope';

export const themeFonts = ['garage gothic', 'Lato', 'Open Sans', 'Roboto'] as const;
export type ThemeFont = (typeof themeFonts)[number];

export const colourSeed = z.string().refine(isColourSeed, {
  message: "Colour must be a 3 or 6 digit hex or an 'R G B' triple with channels 0 to 255.",
});

/** Spec part 1 §3. Every key is optional on the wire: null values are dropped, never sent. */
export const theme = z.object({
  themeAppPrimaryColour: colourSeed.optional(),
  themeAppSecondaryColour1: colourSeed.optional(),
  themeAppSecondaryColour2: colourSeed.optional(),
  themeAppBodyFontStyle: z.enum(themeFonts).optional(),
  themeAppHeadingFontStyle: z.enum(themeFonts).optional(),
  themeAppLogo: z.string().optional(),
  themeAppHeaderBgColour: colourSeed.optional(),
  themeAppDarkBgColour: colourSeed.optional(),
  headerPrimaryColour: colourSeed.optional(),
  themeAppSecondaryButtonStyle: z.enum(['outline', 'solid']).optional(),
});
export type Theme = z.infer<typeof theme>;

export const themeQuery = z.object({ venue: z.string().max(120).optional() });
export const themeResponse = dataEnvelope(theme);

/** Defaults of §3: dark header, purple primary, Roboto body. */
export const defaultTheme = {
  themeAppPrimaryColour: '#6b2fa0',
  themeAppSecondaryColour1: '#2b7a78',
  themeAppSecondaryColour2: '#f2b705',
  themeAppBodyFontStyle: 'Roboto',
  themeAppHeadingFontStyle: 'Roboto',
  themeAppHeaderBgColour: '#1d1d26',
  themeAppDarkBgColour: '#1d1d26',
  headerPrimaryColour: '#ffffff',
  themeAppSecondaryButtonStyle: 'outline',
} as const satisfies Theme;
