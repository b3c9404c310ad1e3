import { z } from 'zod';
import { dataEnvelope } from './envelope';

/** Spec part 1 §3 "Login": username is an email address or a customer ID (reference). */
export const loginRequest = z.object({
  username: z.string().trim().min(1, 'Username is required.').max(254),
  password: z.string().min(1, 'Password is required.').max(1024),
});

export const sessionUser = z.object({
  id: z.number().int(),
  reference: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  homeVenueSlug: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUser>;

/** The token sits at the top level of the answer (spec part 3); the user rides beside it. */
export const loginResponse = z.object({ token: z.string(), data: sessionUser });
export const userResponse = dataEnvelope(sessionUser);

/** Exchange a token from the address (?token=) for the cookie session (spec part 1 §4). */
export const sessionRequest = z.object({ token: z.string().min(20).max(200) });
