import { http } from '@/lib/http';
import { bankAccountOf } from '../lib/bank-details';

export type CheckedBankAccount = { accountNumberEnding: string; sortCode: string };

/**
 * POST /api/online-joining/direct-debit/validate: the account number and sort code checked as Bacs asks
 * (their shape, then the modulus check). A 422 names `accountNumber`, `sortCode` or `accountDetails`
 * (the pair do not belong together); a 429 says to slow down. Only the number's last two digits come back.
 *
 * Called directly, not through useMutation: a mutation keeps its variables in the query client's cache,
 * and the account number is kept nowhere but the form.
 */
export function validateBankAccount(details: {
  accountNumber: string;
  sortCode: string;
}): Promise<CheckedBankAccount> {
  return http<{ data: CheckedBankAccount }>('/api/online-joining/direct-debit/validate', {
    method: 'POST',
    body: bankAccountOf(details),
  }).then((r) => r.data);
}
