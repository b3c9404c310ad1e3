import { z } from 'zod';

export const dataFieldTypes = [
  'text',
  'email',
  'phone',
  'number',
  'select',
  'date',
  'checkbox',
  'password',
] as const;

export const dataField = z.object({
  id: z.number().int(),
  key: z.string(),
  label: z.string(),
  type: z.enum(dataFieldTypes),
  options: z.array(z.object({ value: z.string(), label: z.string() })),
  isRequired: z.boolean(),
  isAuthorised: z.boolean(),
  placeholder: z.string().nullable(),
  description: z.string().nullable(),
  /** The signed-in customer's answer, when there is one. */
  answer: z.string().nullable(),
});
export type DataField = z.infer<typeof dataField>;

export const dataFieldSection = z.object({
  id: z.number().int(),
  title: z.string(),
  fields: z.array(dataField),
});

/** Sections of fields, a checksum of their definition (it changes when the operator changes the form). */
export const dataFieldsResponse = z.object({
  data: z.array(dataFieldSection),
  checksum: z.string(),
  status: z.literal('ok'),
});
