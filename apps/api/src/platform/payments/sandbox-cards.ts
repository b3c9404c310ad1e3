/**
 * The sandbox gateway's card rules: the checks a provider's hosted fields make, and the published test
 * cards that decide each outcome (the numbers Stripe documents, so tests read the same in both).
 */

export const cardMessages = {
  number: 'Please enter a valid card number',
  expiry: 'Please enter a valid expiry date',
  securityCode: 'Please enter a valid security code',
  holderName: 'Please enter the name on the card',
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  authenticationFailed: 'We are unable to authenticate your payment method.',
} as const;

export type CardOutcome = 'authorised' | 'declined' | 'insufficient_funds' | 'challenge';

const testCards: Record<string, CardOutcome> = {
  '4242424242424242': 'authorised',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
  '4000002760003184': 'challenge',
};

/** The cards the simulated reader at the desk offers: each outcome a terminal gives (none asks for 3-D Secure). */
export const readerCards = [
  { number: '4242424242424242', label: 'Visa ending 4242 (approved)' },
  { number: '4000000000000002', label: 'Visa ending 0002 (declined)' },
  { number: '4000000000009995', label: 'Visa ending 9995 (insufficient funds)' },
] as const;

/** What any other valid number does: a real-looking card the sandbox simply accepts. */
export function outcomeOf(digits: string): CardOutcome {
  return testCards[digits] ?? 'authorised';
}

export function digitsOnly(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function brandOf(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'unknown';
}

/** MM/YY (or MM/YYYY), not before this month. */
export function normaliseExpiry(expiry: string, now: Date): string | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  const year = Number(match[2]!.length === 2 ? `20${match[2]}` : match[2]);
  if (month < 1 || month > 12) return null;
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (month - 1) < thisMonth) return null;
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}

export type CardInput = { holderName: string; number: string; expiry: string; securityCode: string };
export type CheckedCard = {
  digits: string;
  brand: string;
  lastFour: string;
  expiry: string;
  holderName: string;
};

/** Field messages for what is wrong, or the card reduced to what may be kept (and the digits to decide on). */
export function checkCard(
  input: CardInput,
  now: Date,
): { ok: true; card: CheckedCard } | { ok: false; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const digits = digitsOnly(input.number);
  const expiry = normaliseExpiry(input.expiry, now);
  const brand = brandOf(digits);
  const codeLength = brand === 'amex' ? 4 : 3;
  if (!input.holderName.trim()) errors.cardholder_name = [cardMessages.holderName];
  if (!passesLuhn(digits)) errors.card_number = [cardMessages.number];
  if (!expiry) errors.expiry = [cardMessages.expiry];
  if (!new RegExp(`^\\d{${codeLength}}$`).test(input.securityCode.trim())) {
    errors.security_code = [cardMessages.securityCode];
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    card: { digits, brand, lastFour: digits.slice(-4), expiry: expiry!, holderName: input.holderName.trim() },
  };
}
