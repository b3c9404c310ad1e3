import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { z } from 'zod';

/**
 * The venue theme the app passes to the card form in its address, so the frame looks like the page
 * around it. Each value is checked against what a theme can be and a bad one is dropped (the form's
 * defaults stand), never echoed: the page's CSS is built only from these checked values.
 */
export const cardFormFonts = ['Roboto', 'Oswald', 'Lato', 'Open Sans'] as const;
export type CardFormFont = (typeof cardFormFonts)[number];

const hex = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/)
  .optional()
  .catch(undefined);

export const cardFormThemeQuery = z.object({
  font: z.enum(cardFormFonts).optional().catch(undefined),
  /** The venue's primary colour (the pay button), and the text colour that reads on it. */
  accent: hex,
  onAccent: hex,
  /** Body text colour. */
  ink: hex,
});
export type CardFormTheme = z.infer<typeof cardFormThemeQuery>;

const packages: Record<CardFormFont, string> = {
  Roboto: 'roboto',
  Oswald: 'oswald',
  Lato: 'lato',
  'Open Sans': 'open-sans',
};

export const fontFilePattern = /^(roboto|oswald|lato|open-sans)-latin-(400|700)-normal\.woff2$/;

/** The CSS a theme adds to the form: its font (served beside the form, as the app self-hosts it) and colours. */
export function themeCss(theme: CardFormTheme, fontsPath: string): string {
  const rules: string[] = [];
  if (theme.font) {
    const file = packages[theme.font];
    for (const weight of [400, 700])
      rules.push(
        `@font-face{font-family:'${theme.font}';font-weight:${weight};font-display:swap;src:local('${theme.font}'),url(${fontsPath}/${file}-latin-${weight}-normal.woff2) format('woff2')}`,
      );
    rules.push(`body,input,button{font-family:'${theme.font}',system-ui,sans-serif}`);
  }
  if (theme.ink) rules.push(`body{color:${theme.ink}}`);
  if (theme.accent) rules.push(`button:not(.secondary){background:${theme.accent}}`);
  if (theme.onAccent) rules.push(`button:not(.secondary){color:${theme.onAccent}}`);
  if (theme.accent)
    rules.push(
      `input:focus-visible,button:focus-visible{outline:3px solid ${theme.accent};outline-offset:2px}`,
    );
  return rules.join('\n');
}

const require = createRequire(import.meta.url);

/** A font file from the same self-hosted packages the app uses; null when the name or the file is not one. */
export async function fontFile(name: string): Promise<Buffer | null> {
  const match = fontFilePattern.exec(name);
  if (!match) return null;
  try {
    const dir = require.resolve(`@fontsource/${match[1]}/package.json`).replace(/package\.json$/, '');
    return await readFile(`${dir}files/${name}`);
  } catch {
    return null;
  }
}
