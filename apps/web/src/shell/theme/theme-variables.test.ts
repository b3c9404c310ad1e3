import { contrastRatio, parseColourSeed, type Rgb } from '@leisure/contracts/colour';
import { describe, expect, it } from 'vitest';
import { applyTheme, themeVariables } from './theme-variables';

const rgb = (hex: string | undefined) => parseColourSeed(hex ?? '') as Rgb;

describe('theme variables', () => {
  it('falls back to the default theme: purple primary, dark header, Roboto body', () => {
    const vars = themeVariables({});
    expect(vars['--primary-500']).toBe('#6b2fa0');
    expect(vars['--header-bg']).toBe('#1d1d26');
    expect(vars['--on-header']).toBe('#ffffff');
    expect(vars['--font-body']).toMatch(/^'Roboto'/);
  });

  it('writes the palette steps 50..600 of each themed colour', () => {
    const vars = themeVariables({ themeAppPrimaryColour: '#ff0000' });
    expect(vars['--primary-500']).toBe('#ff0000');
    expect(vars['--primary-50']).toBe('#fff2f2');
    expect(vars['--primary-600']).toBe('#cc0000');
    for (const name of ['primary', 'secondary1', 'secondary2']) {
      for (const step of [50, 100, 200, 300, 400, 500, 600])
        expect(vars[`--${name}-${step}`]).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it.each(['#ffff00', '#00ffff', '#777777', '#000000', '#ffffff', '#6b2fa0', '#f2b705'])(
    'keeps text readable (WCAG AA) on every step of %s',
    (colour) => {
      const vars = themeVariables({
        themeAppPrimaryColour: colour,
        themeAppHeaderBgColour: colour,
        themeAppSecondaryColour1: colour,
      });
      for (const step of [50, 100, 200, 300, 400, 500, 600]) {
        expect(
          contrastRatio(rgb(vars[`--primary-${step}`]), rgb(vars[`--on-primary-${step}`])),
        ).toBeGreaterThanOrEqual(4.5);
      }
      expect(contrastRatio(rgb(vars['--header-bg']), rgb(vars['--on-header']))).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(rgb(vars['--link']), [255, 255, 255])).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(rgb(vars['--button-secondary-fg']), [255, 255, 255])).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('maps garage gothic to Oswald and drops null values', () => {
    const vars = themeVariables({
      themeAppHeadingFontStyle: 'garage gothic',
      themeAppPrimaryColour: null as unknown as undefined,
    });
    expect(vars['--font-heading']).toMatch(/^'Oswald'/);
    expect(vars['--primary-500']).toBe('#6b2fa0');
  });

  it('sets the variables on :root', () => {
    applyTheme({ themeAppPrimaryColour: '#123456' });
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--primary-500')).toBe('#123456');
    expect(style.getPropertyValue('--on-primary-500')).toBe('#ffffff');
  });
});
