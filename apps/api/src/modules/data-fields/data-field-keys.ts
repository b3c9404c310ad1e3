import { type UserAttributeKey, userAttributeKeys } from '@leisure/contracts/user-attributes';
import { toCamelKey, toSnakeKey } from '@leisure/contracts/wire-case';

/**
 * Fields whose answer lives on the user row. A field's key names the attribute in snake or camel case
 * (first_name or firstName); any other key is a custom field whose answer goes to data_field_answers.
 */
export const standardAttributes = userAttributeKeys;
export type StandardAttribute = UserAttributeKey;

/** Shown on the registration form, checked by the password rules, never stored as an answer. */
const passwordAttributes = new Set(['password', 'passwordConfirmation']);

export type FieldKind =
  | { kind: 'standard'; attribute: StandardAttribute }
  | { kind: 'password' }
  | { kind: 'custom' };

export function kindOfKey(key: string): FieldKind {
  const camel = toCamelKey(key);
  if ((standardAttributes as readonly string[]).includes(camel)) {
    return { kind: 'standard', attribute: camel as StandardAttribute };
  }
  if (passwordAttributes.has(camel)) return { kind: 'password' };
  return { kind: 'custom' };
}

/** The name a field's 422 messages are keyed by: what the form sends. */
export const wireNameOf = (attribute: StandardAttribute) => toSnakeKey(attribute);

/** A stored value as a form answer: text, 'true'/'false' for a checkbox, the id of a chosen venue. */
export function answerOf(value: string | number | boolean | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return String(value);
}
