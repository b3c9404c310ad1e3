/** Plain constants of the theme, apart from its schemas so the web app's first load carries no zod. */

export const themeFonts = ['garage gothic', 'Lato', 'Open Sans', 'Roboto'] as const;
export type ThemeFont = (typeof themeFonts)[number];

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
} as const;
