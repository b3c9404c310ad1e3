import { guestPassMessages } from '@leisure/contracts/guest-pass-rules';
import { guestPassCode, type PublicGuestPass } from '@leisure/contracts/guest-passes';
import QRCode from 'qrcode';
import type { Db } from '../../platform/db/client';
import { notFound } from '../../platform/http/errors';
import type { RateLimiter, RateRule } from '../../platform/rate-limit/rate-limit';
import { passStatus } from './guest-pass-allowances';
import { hashPassCode } from './guest-pass-codes';
import { createGuestPassLookupRepository, type LookedUpPass } from './guest-pass-lookup.repository';

/**
 * Reads of the public pass page per address a minute: a guest's page reads twice (the pass, its QR code);
 * this leaves room for many phones behind one address, and makes scanning 128-bit codes pointless anyway.
 */
export const publicPassReads: RateRule = { name: 'guest-pass-public', limit: 120, windowMs: 60_000 };

/** The venue as the pass page and the email write it, on one line. */
export const venueAddressLine = (v: Pick<LookedUpPass, 'address1' | 'address2' | 'city' | 'postcode'>) =>
  [v.address1, v.address2, v.city, v.postcode].filter(Boolean).join(', ');

type Deps = {
  db: Db;
  limiter: Pick<RateLimiter, 'consume'>;
  /** The operator's switch: off, there are no passes to show. */
  enabled: (clientId: number) => Promise<boolean>;
  now?: () => Date;
};

/**
 * The pass as its guest sees it at `/guest-pass/{code}`, with no sign-in: the code is the credential, so
 * it shows only what the email already told its holder, and of the member only their first name.
 */
export function createPublicGuestPass({ db, limiter, enabled, now = () => new Date() }: Deps) {
  /** A code that is not one is refused before anything is read; then the address's reads are counted. */
  async function find(clientId: number, code: string, ip: string): Promise<LookedUpPass> {
    if (!guestPassCode.safeParse(code).success) throw notFound(guestPassMessages.notFound);
    await limiter.consume(publicPassReads, ip);
    if (!(await enabled(clientId))) throw notFound(guestPassMessages.notFound);
    const pass = await createGuestPassLookupRepository(db).findByCode(clientId, hashPassCode(code));
    if (!pass) throw notFound(guestPassMessages.notFound);
    return pass;
  }

  return {
    async view(clientId: number, code: string, ip: string): Promise<PublicGuestPass> {
      const pass = await find(clientId, code, ip);
      return {
        guestName: pass.guestName,
        memberFirstName: pass.senderFirstName,
        status: passStatus(pass, now()),
        validFrom: pass.validFrom.toISOString(),
        validTo: pass.validTo.toISOString(),
        redeemedAt: pass.redeemedAt?.toISOString() ?? null,
        venue: { name: pass.venueName, address: venueAddressLine(pass) },
        timeZone: pass.timeZone,
      };
    },

    /** The pass code's QR code as SVG, for the page to show at the desk. */
    async qrSvg(clientId: number, code: string, ip: string): Promise<string> {
      await find(clientId, code, ip);
      return QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    },
  };
}
export type PublicGuestPassService = ReturnType<typeof createPublicGuestPass>;
