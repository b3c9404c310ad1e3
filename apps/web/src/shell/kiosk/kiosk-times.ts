import { kioskIdleLogoutSeconds, kioskIdleWarningSeconds } from '@leisure/contracts/foh-kiosk-rules';

/**
 * Spec part 1 §4 and part 2 §4/§9: the kiosk's idle thresholds. The warning is ours: 30 s before the
 * logout, so it is up for at least 20 s however late its dialog paints (decision 054).
 */
export const KIOSK_WARNING_MS = kioskIdleWarningSeconds * 1000;
export const KIOSK_LOGOUT_MS = kioskIdleLogoutSeconds * 1000;
export const KIOSK_CLEAR_MS = 95_000;
