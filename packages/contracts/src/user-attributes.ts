/**
 * The attributes a customer's own record keeps. A data field whose key names one of them (in snake or
 * camel case) reads and writes that attribute; any other key is a custom field with an answer of its own.
 */
export const userAttributeKeys = [
  'firstName',
  'lastName',
  'email',
  'dateOfBirth',
  'phone',
  'addressLine1',
  'addressLine2',
  'city',
  'postcode',
  'homeVenueId',
  'marketingOptIn',
] as const;
export type UserAttributeKey = (typeof userAttributeKeys)[number];
