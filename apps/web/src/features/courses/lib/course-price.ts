import { currencySymbol } from '@leisure/contracts/money';

type TotalPrice = { value: number; formatted: string; currency: string };

const code = /^[A-Z]{3}$/i;

function symbolIn(formatted: string): string | null {
  const symbol = /^[^\d\s.,]+/.exec(formatted.trim().replace(/^-/, ''))?.[0] ?? null;
  return symbol && !code.test(symbol) ? symbol : null;
}

/**
 * Spec part 2 §3: the symbol is read from the formatted price when it carries one; otherwise the
 * currency (a code, or already a symbol) gives it: GBP £, USD $, EUR €, anything else £.
 */
export function courseCurrencySymbol(price: TotalPrice): string {
  const fromFormatted = symbolIn(price.formatted);
  if (fromFormatted) return fromFormatted;
  const currency = price.currency.trim();
  if (currency && !code.test(currency) && !/\d/.test(currency)) return currency;
  return currencySymbol(currency);
}

/** The course's price with its currency symbol: the formatted price when it has one; `value` is in major units. */
export function coursePriceText(price: TotalPrice): string {
  if (symbolIn(price.formatted)) return price.formatted.trim();
  const amount = Math.abs(price.value).toLocaleString('en-GB', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${price.value < 0 ? '-' : ''}${courseCurrencySymbol(price)}${amount}`;
}
