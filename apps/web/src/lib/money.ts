import { currencySymbol } from '@leisure/contracts/money';

/** Raw amounts are minor units, shown with two decimals (spec part 1 §9). */
export function formatMoney(raw: number, currency = 'GBP'): string {
  const sign = raw < 0 ? '-' : '';
  const abs = Math.abs(raw);
  const whole = Math.floor(abs / 100).toLocaleString('en-GB');
  return `${sign}${currencySymbol(currency)}${whole}.${String(abs % 100).padStart(2, '0')}`;
}
