/** The cookies of the session: the secret one, and the readable companion that carries the CSRF token. */
export const sessionCookie = 'sid';
export const csrfCookie = 'xsrf';
export const csrfHeader = 'x-xsrf-token';
