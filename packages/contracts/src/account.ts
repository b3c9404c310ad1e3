import { z } from 'zod';
import { dataEnvelope } from './envelope';
import { fieldWithDefault, optionalField } from './optional-field';
import { recordIdParam } from './record-id';

export const onboardingTypes = ['customer_account_online', 'membership_purchase'] as const;
export const onboardingTypeQuery = z.object({ onboardingType: z.enum(onboardingTypes) });

/**
 * Registration: the server's field list decides which answers are asked for; these are the ones every
 * account has. Custom fields come as `answers` keyed by field key in a list.
 */
export const registerRequest = z.object({
  clientId: optionalField(z.number().int()),
  source: optionalField(z.string().max(60)),
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  email: z.email().max(254),
  password: z.string().max(1024),
  passwordConfirmation: z.string().max(1024),
  dateOfBirth: optionalField(z.iso.date()),
  phone: optionalField(z.string().max(40)),
  addressLine1: optionalField(z.string().max(200)),
  addressLine2: optionalField(z.string().max(200)),
  city: optionalField(z.string().max(100)),
  postcode: optionalField(z.string().max(12)),
  homeVenueId: optionalField(z.number().int()),
  marketingOptIn: optionalField(z.boolean()),
  /** Ids of the terms accepted. */
  terms: fieldWithDefault(z.array(z.number().int()), () => []),
  answers: fieldWithDefault(z.array(z.object({ key: z.string(), answer: z.string().max(2000) })), () => []),
});
export const registerResponse = z.object({
  token: z.string(),
  data: z.object({ id: z.number().int(), reference: z.string() }),
});

export const forgottenPasswordRequest = z.object({ emailOrReference: z.string().trim().min(1).max(254) });
/** Always the same answer, known account or not, except the spec's 'Multiple…' (422). */
export const messageResponse = z.object({ message: z.string() });

export const resetTokenRequest = z.object({ token: z.string().min(1).max(200) });
export const resetPasswordRequest = z.object({
  token: z.string().min(1).max(200),
  password: z.string().max(1024),
  passwordConfirmation: z.string().max(1024),
});

export const activateRequest = forgottenPasswordRequest;

export const changePasswordRequest = z.object({
  currentPassword: z.string().max(1024),
  password: z.string().max(1024),
  passwordConfirmation: z.string().max(1024),
});

/** Profile update: only the fields sent (the app drops empty ones); the answer carries a fresh token. */
export const updateUserRequest = z.object({
  firstName: optionalField(z.string().trim().min(1).max(100)),
  lastName: optionalField(z.string().trim().min(1).max(100)),
  email: optionalField(z.email().max(254)),
  dateOfBirth: optionalField(z.iso.date()),
  phone: optionalField(z.string().max(40)),
  addressLine1: optionalField(z.string().max(200)),
  addressLine2: optionalField(z.string().max(200)),
  city: optionalField(z.string().max(100)),
  postcode: optionalField(z.string().max(12)),
  homeVenueId: optionalField(z.number().int()),
  marketingOptIn: optionalField(z.boolean()),
  answers: optionalField(z.array(z.object({ key: z.string(), answer: z.string().max(2000) }))),
});
export const tokenResponse = z.object({ token: z.string(), data: z.object({ id: z.number().int() }) });

export const linkedUser = z.object({
  id: z.number().int(),
  reference: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string(),
  relationship: z.string(),
});
export const linkedUserRequest = z.object({
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  dateOfBirth: z.iso.date(),
  relationship: z.string().trim().min(1).max(60),
});
export const linkedUsersResponse = dataEnvelope(z.array(linkedUser));
export const linkedUserResponse = dataEnvelope(linkedUser);
export const idParams = z.object({ id: recordIdParam });

/** A reset answers its message; an activation link (a first password) also signs in and carries the token. */
export const resetPasswordResponse = messageResponse.extend({ token: z.string().optional() });
