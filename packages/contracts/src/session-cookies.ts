/** The cookies of the session: the secret one, and the readable companion that carries the CSRF token. */
export const sessionCookie = 'sid';
export const csrfCookie = 'xsrf';
export const csrfHeader = 'x-xsrf-token';
/**
 * A staff session's readable companion (decision 052): named apart from a customer's, so the customer's
 * pages opened in the same browser neither take the desk for a signed-in customer nor delete its token.
 */
export const staffCsrfCookie = 'foh_xsrf';
/**
 * Sent (as '1') by the web's background polls only: the call is answered but is no sign of someone at the
 * screen, so it does not start a staff session's idle time again (decision 052).
 */
export const backgroundPollHeader = 'x-background-poll';
/**
 * A visitor's basket: the secret key (HttpOnly; the server keeps only its hash) and a readable companion
 * carrying the basket's CSRF token, echoed in the same `csrfHeader` when no session cookie is present.
 */
export const basketCookie = 'basket';
export const basketCsrfCookie = 'basket_xsrf';
