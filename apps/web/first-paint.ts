import type { Plugin } from 'vite';

/** The operator's default body and heading font (spec part 1 §9), the one most pages show first. */
const defaultFontFiles = /(^|\/)roboto-latin-(400|700)-normal-[\w-]+\.woff2$/;

/** Each theme font's files by weight, as the build names them (theme-fonts.json, read by the server). */
const themeFontFiles: Record<string, string> = {
  Roboto: 'roboto',
  'Open Sans': 'open-sans',
  Lato: 'lato',
  'garage gothic': 'oswald',
};

/** Where the page's font preloads are, for the server to swap for the theme's (web-app.ts). */
export const fontPreloadsStart = '<!-- font-preloads -->';
export const fontPreloadsEnd = '<!-- /font-preloads -->';

/**
 * Issue 13: "no render-blocking CSS that the first paint doesn't need; fonts preloaded". The first paint is
 * index.html's start screen, styled inline, so the app's stylesheets move to the end of the body: there
 * they hold back only what follows them, not the start screen (in the head, a phone painted nothing until
 * all four had arrived). The app's first render still comes after them: its script runs once the document
 * is parsed. The default font's two weights are preloaded, so they are there when the first text in them
 * is, rather than being found then and swapped in with a shift.
 */
export function firstPaint(): Plugin {
  return {
    name: 'first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const sheets = html.match(/[ \t]*<link rel="stylesheet"[^>]*>\n/g) ?? [];
        let page = html;
        for (const sheet of sheets) page = page.replace(sheet, '');
        page = page.replace('  </body>', `${sheets.join('')}  </body>`);
        const fonts = Object.keys(context.bundle ?? {}).filter((file) => defaultFontFiles.test(file));
        const preloads = fonts
          .sort()
          .map(
            (file) => `    <link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">\n`,
          );
        return page.replace(
          '  </head>',
          `    ${fontPreloadsStart}\n${preloads.join('')}    ${fontPreloadsEnd}\n  </head>`,
        );
      },
    },
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle);
      const map = Object.fromEntries(
        Object.entries(themeFontFiles).map(([font, name]) => [
          font,
          Object.fromEntries(
            ['400', '700'].map((weight) => {
              const pattern = new RegExp(`(^|/)${name}-latin-${weight}-normal-[\\w-]+\\.woff2$`);
              return [weight, `/${files.find((file) => pattern.test(file)) ?? ''}`];
            }),
          ),
        ]),
      );
      this.emitFile({ type: 'asset', fileName: 'theme-fonts.json', source: JSON.stringify(map) });
    },
  };
}
