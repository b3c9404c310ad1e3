import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { HttpError } from './http';

/**
 * Puts the field messages of a 422 on the form that sent it (spec part 1 §5: shown inline; a field
 * may carry one message or several). Answers the messages that match no field of the form, for a toast.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
): string[] {
  if (!(error instanceof HttpError) || error.status !== 422) return [];
  const unmatched: string[] = [];
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const name = fields.find((f) => f === field);
    if (name) setError(name, { type: 'server', message: messages.join(' ') });
    else unmatched.push(...messages);
  }
  return unmatched;
}
