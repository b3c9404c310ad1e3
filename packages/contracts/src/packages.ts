import { z } from 'zod';
import { price } from './money';
import { recordIdParam } from './record-id';

/** The cart add call's `items[].type` for a package (`{id: packageId, type: 'package'}`). */
export const packageCartType = 'package';

/** Where a package may be used when it names no venue (spec part 2 §3 Package `area`). */
export const allCentres = 'All centres';

/** One thing a package holds: so many uses of an activity. */
export const packageContent = z.object({
  activityId: z.number().int(),
  usages: z.number().int(),
  /** The activity's name, e.g. 'Lane Swimming'. */
  concatenatedName: z.string(),
});

/** A package on sale (`GET /api/packages?venue_id=`): the operator's catalogue, with its contents. */
export const packageOffer = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  /** Sanitised HTML. */
  description: z.string(),
  price,
  /** The venue's name, or 'All centres'. */
  area: z.string(),
  venueId: z.number().int().nullable(),
  validDays: z.number().int(),
  sessionsIncluded: z.number().int(),
  contents: z.array(packageContent),
});
export type PackageOffer = z.infer<typeof packageOffer>;
export const packageOffersResponse = z.object({ data: z.array(packageOffer) });
export const packageOffersQuery = z.object({ venueId: recordIdParam.optional() });

/** Spec part 2 §3 Package: one the customer (or a family member) bought (`GET /api/promotions/user/packages`). */
export const userPackage = z.object({
  id: z.number().int(),
  area: z.string(),
  name: z.string(),
  /** Sanitised HTML. */
  description: z.string(),
  price: z.object({ formatted: z.string() }),
  /** Its last day, '26 September 2026' (venue-local). */
  expires: z.string(),
  /** Ours: the instant it ends (ISO), and whether that has passed. */
  expiresAt: z.string(),
  expired: z.boolean(),
  sessionsIncluded: z.number().int(),
  sessionsRemaining: z.number().int(),
  contents: z.array(
    z.object({ usages: z.number().int(), concatenatedName: z.string(), remaining: z.number().int() }),
  ),
  /** Ours: who holds it, the customer or one of their family members. */
  user: z.object({ id: z.number().int(), name: z.string() }),
  /** Ours (issue 17): the guest passes it lets its holder send, and those not sent yet. */
  guestPasses: z.object({ included: z.number().int(), remaining: z.number().int() }),
});
export type UserPackage = z.infer<typeof userPackage>;
export const userPackagesResponse = z.object({ data: z.array(userPackage) });
