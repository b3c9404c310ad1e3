import type { ThemeFont } from '@leisure/contracts/theme-defaults';

/**
 * Self-hosted fonts at weights 400 and 700 (spec part 1 §9), Latin subset. Roboto, the default body
 * font, is in the main stylesheet; the others load when a theme asks for them.
 */
const loaders: Record<Exclude<ThemeFont, 'Roboto'>, () => Promise<unknown>> = {
  'garage gothic': () =>
    Promise.all([import('@fontsource/oswald/latin-400.css'), import('@fontsource/oswald/latin-700.css')]),
  Lato: () =>
    Promise.all([import('@fontsource/lato/latin-400.css'), import('@fontsource/lato/latin-700.css')]),
  'Open Sans': () =>
    Promise.all([
      import('@fontsource/open-sans/latin-400.css'),
      import('@fontsource/open-sans/latin-700.css'),
    ]),
};

const loaded = new Map<ThemeFont, Promise<unknown>>();

/**
 * The theme's fonts' style sheets. The files themselves come when text first uses them, or at once when
 * the page came with the theme and the server preloaded them (apps/api platform/http/page-fonts.ts).
 */
export function loadThemeFonts(fonts: readonly (ThemeFont | undefined)[]): void {
  for (const font of fonts) {
    if (!font || font === 'Roboto' || loaded.has(font)) continue;
    loaded.set(
      font,
      loaders[font]().catch(() => loaded.delete(font)),
    );
  }
}
