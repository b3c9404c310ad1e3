/**
 * Bank names for the sandbox, by sort-code prefix. Illustrative, not a directory: a few well-known ranges,
 * enough to name the banks of the demo's sort codes on the confirmation step. A real provider looks the
 * sort code up in the Bacs directory (EISCD); GoCardless answers it in production. No two prefixes overlap.
 */
const ranges: [prefix: string, bank: string][] = [
  ['089', 'The Co-operative Bank'],
  ['0901', 'Santander UK'],
  ['20', 'Barclays'],
  ['30', 'Lloyds Bank'],
  ['40', 'HSBC UK'],
  ['60', 'NatWest'],
  ['80', 'Bank of Scotland'],
  ['83', 'Royal Bank of Scotland'],
];

export function sandboxBankName(sortCode: string): string | null {
  const digits = sortCode.replace(/\D/g, '');
  if (digits.length !== 6) return null;
  return ranges.find(([prefix]) => digits.startsWith(prefix))?.[1] ?? null;
}
