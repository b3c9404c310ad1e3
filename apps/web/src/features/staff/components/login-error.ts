import type { TFunction } from 'i18next';
import { HttpError } from '@/lib/http';

/**
 * The server's own words where it has some (a locked account, a customer's account, too many tries);
 * else `refused` for an answer that the input was wrong, and the generic message for anything else.
 */
export function loginErrorText(error: unknown, refused: string, t: TFunction): string {
  if (!(error instanceof HttpError)) return t('errors.generic', { ns: 'common' });
  if (error.serverMessage) return error.serverMessage;
  return error.status === 401 || error.status === 422 ? refused : error.message;
}
