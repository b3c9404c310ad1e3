import { HttpError } from '@/lib/http';

/**
 * Spec part 1 §2: where one email belongs to several accounts, the answer's message begins with
 * 'Multiple' and the customer ID is asked for instead.
 */
export function isMultipleAccounts(error: unknown): error is HttpError {
  return error instanceof HttpError && (error.serverMessage ?? '').startsWith('Multiple');
}
