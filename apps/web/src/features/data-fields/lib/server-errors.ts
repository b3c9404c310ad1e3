import type { FieldErrors } from '@/lib/http';

/** Spec part 1 §5: the create form shows the mismatch when the server's message mentions it. */
const mentionsConfirmation = /password confirmation/i;

/**
 * Places the field messages of a 422 on the form's fields (spec part 1 §5: a string or a list per
 * field). A custom field's message may come under its key or as `answers.{key}`. A `password` message
 * about the confirmation goes under the confirmation field. Answers what matched no field, for a toast.
 */
export function placeServerErrors(
  errors: FieldErrors,
  names: readonly string[],
): { byField: Record<string, string>; unmatched: string[] } {
  const byField: Record<string, string[]> = {};
  const unmatched: string[] = [];
  const add = (name: string, message: string) => {
    byField[name] = [...(byField[name] ?? []), message];
  };
  for (const [key, messages] of Object.entries(errors)) {
    const name = [key, key.replace(/^answers\./, ''), key.replace(/\./g, '_')].find((n) => names.includes(n));
    for (const message of messages) {
      if (
        name === 'password' &&
        names.includes('passwordConfirmation') &&
        mentionsConfirmation.test(message)
      ) {
        add('passwordConfirmation', message);
      } else if (name) add(name, message);
      else unmatched.push(message);
    }
  }
  return {
    byField: Object.fromEntries(Object.entries(byField).map(([name, list]) => [name, list.join(' ')])),
    unmatched,
  };
}
