import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { defaultTheme } from '@leisure/contracts/theme-defaults';

/** Where the built page keeps its font preloads (apps/web/first-paint.ts writes the markers). */
const preloads = /<!-- font-preloads -->[\s\S]*?<!-- \/font-preloads -->/;

type FontFiles = Record<string, Record<'400' | '700', string>>;
type ThemeAnswer = { data?: { theme_app_body_font_style?: string; theme_app_heading_font_style?: string } };

/**
 * The page's font preloads made the theme's own: the body font at both weights, the headings' at 700.
 * The build preloads the default font (Roboto); for a theme in other fonts that was 46 KB fetched first
 * and never used, and the theme's own fonts came late and moved the text when they did (issue 13). The
 * page is left as built when the theme is not known or the build has no font list.
 */
export async function withThemeFonts(html: string, webDist: string, theme: unknown): Promise<string> {
  const data = (theme as ThemeAnswer | undefined)?.data;
  if (!data || !preloads.test(html)) return html;
  const files = await readFile(path.join(webDist, 'theme-fonts.json'), 'utf8').then(
    (text) => JSON.parse(text) as FontFiles,
    () => null,
  );
  if (!files) return html;
  const body = data.theme_app_body_font_style ?? defaultTheme.themeAppBodyFontStyle;
  const heading = data.theme_app_heading_font_style ?? defaultTheme.themeAppHeadingFontStyle;
  const wanted = new Set([files[body]?.['400'], files[body]?.['700'], files[heading]?.['700']]);
  const links = [...wanted]
    .filter((file): file is string => typeof file === 'string' && file.startsWith('/assets/'))
    .map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${file}">`);
  return html.replace(preloads, () => `<!-- font-preloads -->${links.join('')}<!-- /font-preloads -->`);
}
