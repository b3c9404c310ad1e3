import { guestPassMessages } from '@leisure/contracts/guest-pass-rules';

/** A pass code: 128 random bits as base64url, 22 characters (contracts/guest-passes.ts). */
export const passCodeLength = 22;
const passCodePattern = /^[A-Za-z0-9_-]{22}$/;

/**
 * What was typed, as the server would read it: a code read aloud or copied from an email picks up
 * spaces and line breaks, which are never part of one.
 */
export function normalisePassCode(typed: string): string {
  return typed.replace(/\s+/g, '');
}

export function isPassCode(code: string): boolean {
  return passCodePattern.test(code);
}

/**
 * The code in what a camera read: the pass's QR code holds the bare code, but a phone showing the
 * guest's page may be scanned from its address (…/guest-pass/{code}).
 */
export function passCodeFromScan(text: string): string | null {
  const value = text.trim();
  if (isPassCode(value)) return value;
  const fromLink = /\/guest-pass\/([A-Za-z0-9_-]{22})(?:[/?#]|$)/.exec(value);
  return fromLink?.[1] ?? null;
}

/** Why a typed code cannot be sent yet, or null when it may. */
export function typedCodeProblem(typed: string): 'empty' | 'length' | 'characters' | null {
  const code = normalisePassCode(typed);
  if (code === '') return 'empty';
  if (!/^[A-Za-z0-9_-]*$/.test(code)) return 'characters';
  if (code.length !== passCodeLength) return 'length';
  return null;
}

export type Refusal = { kind: RefusalKind; message: string };
export type RefusalKind =
  | 'already-redeemed'
  | 'other-venue'
  | 'expired'
  | 'not-yet-valid'
  | 'not-found'
  | 'other';

const refusalByMessage: [string, RefusalKind][] = [
  [guestPassMessages.alreadyRedeemed, 'already-redeemed'],
  [guestPassMessages.otherVenue, 'other-venue'],
  [guestPassMessages.expired, 'expired'],
  [guestPassMessages.notYetValid, 'not-yet-valid'],
  [guestPassMessages.notFound, 'not-found'],
];

/**
 * The server's refusal as the desk should see it: its own words for the refusals it names (409, 422, 404
 * with the pass's reason), the generic words otherwise. The kind picks the heading shown above them.
 */
export function refusalOf(status: number, serverMessage: string | null, fallback: string): Refusal {
  const known = refusalByMessage.find(([message]) => message === serverMessage);
  if (known) return { kind: known[1], message: known[0] };
  if (status === 404) return { kind: 'not-found', message: serverMessage ?? guestPassMessages.notFound };
  if (status === 409)
    return { kind: 'already-redeemed', message: serverMessage ?? guestPassMessages.alreadyRedeemed };
  return { kind: 'other', message: serverMessage ?? fallback };
}
