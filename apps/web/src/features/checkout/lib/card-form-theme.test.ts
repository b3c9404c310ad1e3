import { describe, expect, it } from 'vitest';
import { cardFormTheme, firstFamily, themedCardFormUrl } from './card-form-theme';

describe('the card form’s theme', () => {
  const page = (values: Record<string, string>) => (name: string) => values[name] ?? '';

  it('takes the venue’s body font and colours', () => {
    const theme = cardFormTheme(
      page({
        '--font-body': "'Oswald', system-ui, sans-serif",
        '--colour-brand': ' #00786f',
        '--colour-on-brand': '#ffffff',
        '--colour-text': '#1d1d26',
      }),
    );
    expect(theme).toEqual({ font: 'Oswald', accent: '#00786f', onAccent: '#ffffff', ink: '#1d1d26' });
  });

  it('leaves out a font the form cannot show and a colour that is not six-digit hex', () => {
    const theme = cardFormTheme(
      page({
        '--font-body': 'Comic Sans MS, cursive',
        '--colour-brand': 'rgb(1, 2, 3)',
        '--colour-text': 'red',
      }),
    );
    expect(theme).toEqual({});
  });

  it('adds the theme to the form’s address, keeping its secret', () => {
    const url = themedCardFormUrl(
      '/gateway/sandbox/card-form?client_secret=abc',
      { font: 'Open Sans', accent: '#6b2fa0' },
      'https://app.example/basket/checkout',
    );
    const parsed = new URL(url);
    expect(parsed.searchParams.get('client_secret')).toBe('abc');
    expect(parsed.searchParams.get('font')).toBe('Open Sans');
    expect(parsed.searchParams.get('accent')).toBe('#6b2fa0');
    expect(parsed.searchParams.has('ink')).toBe(false);
  });

  it('reads the first family of a font list', () => {
    expect(firstFamily('"Open Sans", sans-serif')).toBe('Open Sans');
  });
});
