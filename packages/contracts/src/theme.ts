import { z } from 'zod';
import { isColourSeed } from './colour';
import { dataEnvelope } from './envelope';
import { themeFonts } from './theme-defaults';

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
