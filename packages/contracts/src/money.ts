import { z } from 'zod';

/** A price on the wire: integer minor units plus the two ways people read it. */
export const price = z.object({
  raw: z.number().int(),
  decimal: z.string(),
  formatted: z.string(),
});
export type Price = z.infer<typeof price>;

export const currencySymbols: Record<string, string> = { GBP: '£', USD: '$', EUR: '€' };

export function currencySymbol(currency: string): string {
  return currencySymbols[currency.toUpperCase()] ?? '£';
}

/** Raw amounts are pence: divided by 100 and shown with two decimals (spec part 1 §9). */
export function toPrice(raw: number, currency = 'GBP'): Price {
  if (!Number.isInteger(raw)) throw new TypeError(`A price must be whole minor units, got ${raw}`);
  const sign = raw < 0 ? '-' : '';
  const abs = Math.abs(raw);
  const decimal = `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  const pounds = Math.floor(abs / 100).toLocaleString('en-GB');
  const formatted = `${sign}${currencySymbol(currency)}${pounds}.${String(abs % 100).padStart(2, '0')}`;
  return { raw, decimal, formatted };
}
