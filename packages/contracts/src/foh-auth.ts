import { z } from 'zod';
import { loginRequest } from './auth';
import { dataEnvelope } from './envelope';
import { secondFactorSteps, staffRoles } from './foh-auth-rules';
import { pagination } from './guest-passes';

/** POST /api/foh/auth/login: the customer sign-in's fields and rules. */
export const staffLoginRequest = loginRequest;
export const staffLoginResponse = dataEnvelope(z.object({ secondFactor: z.enum(secondFactorSteps) }));

/** A code from the authenticator; spaces typed between digits are dropped. */
const totpCode = z
  .string()
  .transform((s) => s.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.'));
const recoveryCode = z
  .string()
  .transform((s) => s.trim().toLowerCase())
  .pipe(z.string().min(1, 'Enter a recovery code.').max(64));

export const enrolmentResponse = dataEnvelope(
  z.object({
    /** otpauth://totp/… for an authenticator app. */
    otpauthUrl: z.string(),
    /** The same as a QR code (an SVG document). */
    qrSvg: z.string(),
    /** Base32, for typing into an authenticator by hand. */
    secret: z.string(),
  }),
);
export const enrolmentConfirmRequest = z.object({ code: totpCode });
/** Shown once; each code signs in once when the authenticator is lost. */
export const enrolmentConfirmResponse = dataEnvelope(z.object({ recoveryCodes: z.array(z.string()) }));

/** Either a code from the authenticator or one of the recovery codes. */
export const secondFactorRequest = z.union([
  z.object({ code: totpCode }).strict(),
  z.object({ recoveryCode }).strict(),
]);

export const staffVenue = z.object({ id: z.number().int(), name: z.string() });
export const staffMe = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  staffRole: z.enum(staffRoles),
  venues: z.array(staffVenue),
  deskVenueId: z.number().int().nullable(),
  /** The session ends after this long without a request. */
  idleTimeoutSeconds: z.number().int(),
});
export type StaffMe = z.infer<typeof staffMe>;
export const staffMeResponse = dataEnvelope(staffMe);

export const deskVenueRequest = z.object({ venueId: z.coerce.number().int().positive() });

export const staffAuditQuery = z.object({
  venueId: z.coerce.number().int().positive().optional(),
  date: z.iso.date().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
const named = z.object({ id: z.number().int(), name: z.string() });
export const staffAuditEvent = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  staff: named,
  customer: named.extend({ reference: z.string() }).nullable(),
  venue: named.nullable(),
  action: z.string(),
  /** Minor units, where money moved. */
  amount: z.number().int().nullable(),
  detail: z.record(z.string(), z.unknown()),
});
export type StaffAuditEvent = z.infer<typeof staffAuditEvent>;
export const staffAuditResponse = z.object({ data: z.array(staffAuditEvent), pagination });
