import { z } from 'zod';
import { loginResponse } from './auth';
import { dataEnvelope } from './envelope';
import { handoffCodePattern } from './foh-kiosk-rules';
import { recordId, recordIdParam } from './record-id';

/**
 * The hand-off into embedded pages, kiosk enrolment and kiosk help calls (issue 18, decision 054). The
 * `/api/foh/**` routes are for staff past their second factor; `/api/kiosk/**` answer an enrolled device.
 */

const named = z.object({ id: z.number().int(), name: z.string() });

/** POST /api/foh/handoff: staff mint a code for one customer. */
export const handoffRequest = z.object({ customerId: recordId });
export type HandoffRequest = z.infer<typeof handoffRequest>;

export const handoff = z.object({
  /** Shown once; only its SHA-256 is kept. */
  code: z.string(),
  /** The page to open: `/account/?embedded=true&token={code}` on the operator's site. */
  url: z.string(),
  /** ISO instant, at most 60 s after minting. */
  expiresAt: z.string(),
});
export type Handoff = z.infer<typeof handoff>;
export const handoffResponse = dataEnvelope(handoff);

export const handoffCode = z.string().regex(handoffCodePattern, 'This link is not valid.');

/**
 * POST /api/auth/handoff (and POST /api/auth/session, which now takes only a hand-off code): exchanged once
 * for an 'embedded' session of the customer; answered as a login is (the token beside the user).
 */
export const handoffExchangeRequest = z.object({ code: handoffCode });
export type HandoffExchangeRequest = z.infer<typeof handoffExchangeRequest>;
export const handoffExchangeResponse = loginResponse;

/** POST /api/foh/kiosks: a venue_manager or operator_admin of the venue enrols this browser. */
export const enrolKioskRequest = z.object({
  venueId: recordId,
  name: z.string().trim().min(1, 'Please enter a name for this kiosk.').max(80),
});
export type EnrolKioskRequest = z.infer<typeof enrolKioskRequest>;

export const kioskDevice = z.object({
  id: z.number().int(),
  name: z.string(),
  venue: named.extend({ slug: z.string() }),
  enrolledBy: named,
  /** ISO instants. */
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type KioskDevice = z.infer<typeof kioskDevice>;
export const kioskDeviceResponse = dataEnvelope(kioskDevice);
export const kioskDevicesResponse = z.object({ data: z.array(kioskDevice) });
/** GET /api/foh/kiosks?venue_id=: revoked devices are listed too, with `revokedAt`. */
export const kioskDevicesQuery = z.object({ venueId: recordIdParam });
/** DELETE /api/foh/kiosks/:id → 200 the device, revoked. */
export const kioskDeviceParams = z.object({ id: recordIdParam });

/** GET /api/kiosk/device: this browser as a kiosk, or `data: null` when it is not enrolled (or was revoked). */
export const thisKiosk = z.object({
  id: z.number().int(),
  name: z.string(),
  venue: named.extend({ slug: z.string() }),
});
export type ThisKiosk = z.infer<typeof thisKiosk>;
export const thisKioskResponse = dataEnvelope(thisKiosk.nullable());

/** 'Need help?' on a kiosk. */
export const helpCall = z.object({
  id: z.number().int(),
  venue: named,
  /** Null once the device has been deleted. */
  kiosk: named.nullable(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
  answeredBy: named.nullable(),
});
export type HelpCall = z.infer<typeof helpCall>;
export const helpCallResponse = dataEnvelope(helpCall);
/** GET /api/foh/help-calls?venue_id=: the open calls, oldest first. */
export const helpCallsResponse = z.object({ data: z.array(helpCall) });
export const helpCallsQuery = z.object({ venueId: recordIdParam });
/** POST /api/foh/help-calls/:id/answer → 200 the call; 409 when someone answered it first. */
export const helpCallParams = z.object({ id: recordIdParam });
/** POST /api/kiosk/help-calls takes no fields: the venue is the device's. */
export const createHelpCallRequest = z.object({}).optional();
