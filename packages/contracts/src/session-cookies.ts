/** The cookies of the session: the secret one, and the readable companion that carries the CSRF token. */
export const sessionCookie = 'sid';
export const csrfCookie = 'xsrf';
export const csrfHeader = 'x-xsrf-token';
/**
 * A visitor's basket: the secret key (HttpOnly; the server keeps only its hash) and a readable companion
 * carrying the basket's CSRF token, echoed in the same `csrfHeader` when no session cookie is present.
 */
export const basketCookie = 'basket';
export const basketCsrfCookie = 'basket_xsrf';
