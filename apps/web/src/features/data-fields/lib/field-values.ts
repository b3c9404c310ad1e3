import type { registerRequest } from '@leisure/contracts/account';
import type { DataField, dataFieldSection } from '@leisure/contracts/data-fields';
import { toCamelKey } from '@leisure/contracts/wire-case';
import type { z } from 'zod';
import { entryDateToWire, wireDateToEntry } from './entry-date';

export type DataFieldSection = z.infer<typeof dataFieldSection>;

/** What the form holds per field: text for most, a tick for a checkbox, DD/MM/YYYY for a date. */
export type FormValues = Record<string, string | boolean>;

/** What the form hands over: keyed by the field's camelCase key, dates as YYYY-MM-DD. */
export type DataFieldValues = Record<string, string | boolean>;

/**
 * The form's name for a field: its key in camelCase, as the http client turns the server's 422 keys
 * (so a message for `date_of_birth` lands on the field `date_of_birth`). Dots would make react-hook-form
 * nest the value, so they go.
 */
export function fieldName(field: Pick<DataField, 'key'>): string {
  return toCamelKey(field.key).replace(/\./g, '_');
}

export function initialValues(fields: readonly DataField[]): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const name = fieldName(field);
    if (field.type === 'checkbox') values[name] = field.answer === 'true' || field.answer === '1';
    else if (field.type === 'date') values[name] = wireDateToEntry(field.answer);
    else values[name] = field.answer ?? '';
  }
  return values;
}

/**
 * The values to hand over: fields the customer may not change are left out (the server keeps what it
 * has), dates become YYYY-MM-DD and text is trimmed.
 */
export function submittedValues(fields: readonly DataField[], values: FormValues): DataFieldValues {
  const out: DataFieldValues = {};
  for (const field of fields) {
    if (!field.isAuthorised) continue;
    const name = fieldName(field);
    const value = values[name];
    if (value === undefined) continue;
    if (typeof value === 'boolean') out[name] = value;
    else if (field.type === 'date') out[name] = value.trim() ? (entryDateToWire(value) ?? value) : '';
    else if (field.type === 'password') out[name] = value;
    else out[name] = value.trim();
  }
  return out;
}

/** Registration and the profile update take the answers to custom fields in the same shape. */
type Answer = NonNullable<z.input<typeof registerRequest>['answers']>[number];
export type RequestBody = Record<string, unknown> & { answers: Answer[] };

/**
 * Splits the values into the request's own properties (the User's attributes) and the answers to the
 * operator's custom fields; empty values are dropped (spec part 1 §5). Ids travel as numbers.
 */
export function toRequestBody(
  fields: readonly DataField[],
  values: DataFieldValues,
  standardKeys: readonly string[],
): RequestBody {
  const body: RequestBody = { answers: [] };
  for (const field of fields) {
    const name = fieldName(field);
    const value = values[name];
    if (value === undefined || value === '') continue;
    if (standardKeys.includes(name)) {
      body[name] =
        typeof value === 'string' && /Id$/.test(name) && /^\d+$/.test(value) ? Number(value) : value;
    } else {
      body.answers.push({ key: field.key, answer: String(value) });
    }
  }
  return body;
}

export function allFields(sections: readonly DataFieldSection[]): DataField[] {
  return sections.flatMap((section) => section.fields);
}
