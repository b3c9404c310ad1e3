import QRCode from 'qrcode';
import { zoneParts } from '../../platform/local-time';
import type { Email } from '../mail/mail.service';
import { escapeHtml } from '../mail/mail-templates';

/** The content id the email's HTML shows its QR code by. */
export const guestPassQrCid = 'guest-pass-qr';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * 'D MMM YYYY at HH:mm' in the venue's zone (spec part 1 §9). The month comes from our own list: en-GB's
 * short September is 'Sept'.
 */
export function formatPassDate(at: Date, timeZone: string, { end = false } = {}): string {
  const p = zoneParts(lastMinuteOf(at, timeZone, end), timeZone, {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${Number(p.day)} ${months[Number(p.month) - 1]} ${p.year} at ${p.hour}:${p.minute}`;
}

/**
 * An end falling on midnight (an allowance's period ends as its next day starts) reads as the last minute of
 * its last day, '30 Nov 2026 at 23:59', not as '1 Dec 2026 at 00:00', which a guest takes for a day more.
 */
function lastMinuteOf(at: Date, timeZone: string, end: boolean): Date {
  if (!end) return at;
  const p = zoneParts(at, timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return p.hour === '00' && p.minute === '00' && at.getUTCSeconds() === 0
    ? new Date(at.getTime() - 60_000)
    : at;
}

export type PassSite = {
  /** PUBLIC_URL: when set, every link starts with it. */
  publicUrl: string | undefined;
  /** Where links go when the request's host is not the operator's (this server on localhost). */
  localOrigin: string;
  /** `${request.protocol}://${request.host}` of the request that sends the pass. */
  requestOrigin: string;
  /** clients.ownsHost(clientId, host): a Host header is the client's to choose, so it never picks a link alone. */
  ownsHost: (host: string) => Promise<boolean>;
};

/**
 * The pass's page on the operator's site, `/guest-pass/{code}`, built the way the password-reset link is:
 * PUBLIC_URL if set, else the request's own origin when the operator has registered its host, else the
 * local origin. A1 calls it from the send service with, from the route and the wiring:
 *
 *   const passUrl = await guestPassUrl(code, {
 *     publicUrl: config.publicUrl,
 *     localOrigin: emailLink({ publicUrl: undefined, port: config.port }, ''),
 *     requestOrigin: `${request.protocol}://${request.host}`,
 *     ownsHost: (host) => clients.ownsHost(clientId, host),
 *   });
 *   const email = await guestPassEmail({ clientId, to: guestEmail, ..., code, passUrl });
 *   const queued = await db.transaction(async (tx) => { ...insert the pass...; return mail.queue(tx, email); });
 *   void queued.deliver();
 */
export async function guestPassUrl(code: string, site: PassSite): Promise<string> {
  let origin = site.publicUrl;
  if (origin === undefined) {
    const host = URL.canParse(site.requestOrigin) ? new URL(site.requestOrigin).host : '';
    origin = host !== '' && (await site.ownsHost(host)) ? site.requestOrigin : site.localOrigin;
  }
  return `${origin.replace(/\/$/, '')}/guest-pass/${encodeURIComponent(code)}`;
}

export type GuestPassEmailInput = {
  clientId: number;
  to: string;
  guestName: string;
  memberFirstName: string;
  venueName: string;
  venueAddress: string;
  validFrom: Date;
  validTo: Date;
  /** The venue's IANA zone: the dates are written as the venue's clocks read them. */
  timeZone: string;
  code: string;
  passUrl: string;
};

/** The QR code of a pass code as a PNG, sized to scan from a phone at a desk. */
export function passQrPng(code: string): Promise<Buffer> {
  return QRCode.toBuffer(code, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 240 });
}

/** The guest's pass: the QR code inline (cid), the code beneath it, where and when it is valid, its page. */
export async function guestPassEmail(input: GuestPassEmailInput): Promise<Email> {
  const { guestName, memberFirstName, venueName, venueAddress, code, passUrl } = input;
  const from = formatPassDate(input.validFrom, input.timeZone);
  const to = formatPassDate(input.validTo, input.timeZone, { end: true });
  const subject = `${memberFirstName} sent you a guest pass for ${venueName}`;
  const intro = `${memberFirstName} has sent you a guest pass for ${venueName}.`;
  const show = 'Show this code at the front desk when you arrive.';
  const valid = `Valid from ${from} to ${to}`;
  const text = [
    `Hello ${guestName},`,
    '',
    intro,
    show,
    '',
    `Pass code: ${code}`,
    '',
    venueName,
    venueAddress,
    '',
    valid,
    '',
    `See your pass: ${passUrl}`,
  ].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="en"><body style="font-family: Arial, sans-serif; color: #1d1d26; line-height: 1.5">
<p>Hello ${e(guestName)},</p>
<p>${e(intro)}</p>
<p>${e(show)}</p>
<p style="text-align: center"><img src="cid:${guestPassQrCid}" width="240" height="240" alt="${e(`QR code of guest pass ${code}`)}"><br>
<span style="font-family: monospace; font-size: 16px">${e(code)}</span></p>
<p><strong>${e(venueName)}</strong><br>${e(venueAddress)}</p>
<p>${e(valid)}</p>
<p><a href="${e(passUrl)}" style="display: inline-block; padding: 10px 16px; background: #6b2fa0; color: #ffffff; text-decoration: none; border-radius: 4px">See your pass</a></p>
<p>If the button does not work, copy this address into your browser:<br>${e(passUrl)}</p>
</body></html>`;
  return {
    clientId: input.clientId,
    to: input.to,
    subject,
    text,
    html,
    attachments: [
      {
        filename: 'guest-pass-qr.png',
        content: await passQrPng(code),
        contentType: 'image/png',
        cid: guestPassQrCid,
      },
    ],
  };
}
