/** The fonts the gateway's card form can show: the ones the app self-hosts for venue themes. */
const frameFonts = new Set(['Roboto', 'Oswald', 'Lato', 'Open Sans']);
const hex = /^#[0-9a-f]{6}$/i;

export type CardFormTheme = { font?: string; accent?: string; onAccent?: string; ink?: string };

/** The first family of a CSS font-family list, unquoted. */
export function firstFamily(fontFamily: string): string {
  return (fontFamily.split(',')[0] ?? '').trim().replace(/^['"]|['"]$/g, '');
}

/**
 * The venue theme as the card form takes it: only values it can use (a known font, six-digit hex
 * colours), so nothing else about the page is put into the gateway's address.
 */
export function cardFormTheme(read: (name: string) => string): CardFormTheme {
  const theme: CardFormTheme = {};
  const font = firstFamily(read('--font-body'));
  if (frameFonts.has(font)) theme.font = font;
  const colours = { accent: '--colour-brand', onAccent: '--colour-on-brand', ink: '--colour-text' } as const;
  for (const [key, variable] of Object.entries(colours) as [keyof typeof colours, string][]) {
    const value = read(variable).trim();
    if (hex.test(value)) theme[key] = value;
  }
  return theme;
}

/** The card form's address with the theme added; the gateway checks each value again. */
export function themedCardFormUrl(url: string, theme: CardFormTheme, base: string): string {
  const themed = new URL(url, base);
  if (theme.font) themed.searchParams.set('font', theme.font);
  if (theme.accent) themed.searchParams.set('accent', theme.accent);
  if (theme.onAccent) themed.searchParams.set('on_accent', theme.onAccent);
  if (theme.ink) themed.searchParams.set('ink', theme.ink);
  return themed.href;
}

/** The page's own theme, as the shell applied it. */
export function pageCardFormTheme(): CardFormTheme {
  const style = getComputedStyle(document.documentElement);
  return cardFormTheme((name) => style.getPropertyValue(name));
}
