/**
 * The hand-off into embedded pages and the kiosk's constants and words (decision 054). Zod-free: the web app
 * imports these as values.
 */

/** A hand-off code lives this long and is good for one exchange. */
export const handoffLifetimeSeconds = 60;
/** Where a hand-off code may be used; only the embedded pages take one today. */
export const handoffAudiences = ['embedded'] as const;
export type HandoffAudience = (typeof handoffAudiences)[number];
/** 128 random bits as base64url (22 characters). Anything else is refused unread. */
export const handoffCodePattern = /^[A-Za-z0-9_-]{22}$/;

/** The enrolled device's cookie: HttpOnly, SameSite=Strict, long-lived; the server keeps only its hash. */
export const kioskDeviceCookie = 'kiosk_device';
/** A device stays enrolled this long without being seen before its cookie lapses (it is renewed on use). */
export const kioskDeviceCookieDays = 400;

/** The kiosk's idle clock: the warning shows at `idleWarningSeconds`, the logout at `idleLogoutSeconds`. */
export const kioskIdleWarningSeconds = 60;
export const kioskIdleLogoutSeconds = 90;

/** Orders placed on an enrolled kiosk are recorded with this source (the server decides, not the client). */
export const kioskOrderSource = 'kiosk';

export const kioskMessages = {
  needHelp: 'Need help?',
  helpCalled: 'A member of staff is on their way.',
  stayIn: 'Stay signed in',
  backHome: 'Back to Kiosk Home',
  notEnrolled: 'This device is not enrolled as a kiosk.',
  helpCallAnswered: 'This call has already been answered.',
  handoffInvalid: 'This link has expired or has already been used. Please ask for a new one.',
  noSavedCardsOnKiosk: 'Cards cannot be saved on a kiosk.',
} as const;
