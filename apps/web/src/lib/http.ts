import { genericMessageFor } from '@leisure/contracts/generic-messages';
import {
  basketCsrfCookie,
  csrfCookie,
  csrfHeader,
  staffCsrfCookie,
} from '@leisure/contracts/session-cookies';
import { toCamelKey, toCamelKeys, toSnakeKeys } from '@leisure/contracts/wire-case';
import { dropToken, heldToken } from './auth-token';
import { takeBootAnswer } from './boot-answers';
import { reloadPage, scrollToTop } from './browser';
import { deleteCookie, readCookie } from './cookies';
import { isDeskPath } from './desk-path';
import { queryClient } from './query-client';

/** Field messages of a 422, keyed by the camelCase field name (dotted for nested fields). */
export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's own words, for the places where the spec shows them instead of the generic text. */
    readonly serverMessage: string | null = null,
    readonly fieldErrors: FieldErrors = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON (snake-cased on the way out), or FormData for an upload, sent as it is (multipart). */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Sign-in and reset-token validation: a 401 is the answer to show, not a lost session. */
  allow401?: boolean;
  signal?: AbortSignal;
  /** Extra request headers (a write's Idempotency-Key). */
  headers?: Record<string, string>;
};

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The readable CSRF companion of this page's session: the desk's pages (/foh/) carry a staff session's. */
function sessionCsrfCookie(): string {
  return isDeskPath(window.location.pathname) ? staffCsrfCookie : csrfCookie;
}

/**
 * The token a write echoes: the page's own session's; else, at the desk, a customer session this browser
 * still holds (a staff sign-in replaces it, and must prove it comes from our page to do so); else a
 * visitor's basket's.
 */
function csrfToken(): string | null {
  return readCookie(sessionCsrfCookie()) || readCookie(csrfCookie) || readCookie(basketCsrfCookie);
}

/** Any unexpected 401: the session is gone, so forget it everywhere and start again. */
export function endLostSession(): void {
  deleteCookie(sessionCsrfCookie());
  dropToken();
  queryClient.clear();
  reloadPage();
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(toSnakeKeys<Record<string, unknown>>(query))) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

function buildHeaders(method: string, jsonBody: boolean, extra: Record<string, string> = {}): Headers {
  const headers = new Headers({ ...extra, accept: 'application/json' });
  // A FormData body gets no content type here: the browser writes it with the multipart boundary.
  if (jsonBody) headers.set('content-type', 'application/json');
  if (!safeMethods.has(method)) {
    // A visitor has no session, but their basket has a CSRF token of its own.
    const xsrf = csrfToken();
    if (xsrf) headers.set(csrfHeader, xsrf);
  }
  const token = heldToken();
  if (token) headers.set('authorization', `Bearer ${token}`);
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function messageOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    return body.message;
  }
  return null;
}

function fieldErrorsOf(body: unknown): FieldErrors {
  if (!body || typeof body !== 'object' || !('errors' in body)) return {};
  const errors = body.errors;
  if (!errors || typeof errors !== 'object') return {};
  const out: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    out[field.split('.').map(toCamelKey).join('.')] = Array.isArray(messages)
      ? messages.map(String)
      : [String(messages)];
  }
  return out;
}

/**
 * The one way the app talks to the API: JSON, cookies, CSRF echo, case conversion both ways, and the
 * error rules of spec part 1 §8 (a generic message by status, 422 field errors back to the form).
 */
export async function http<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const multipart = options.body instanceof FormData;
  const jsonBody = options.body !== undefined && !multipart;
  const url = buildUrl(path, options.query);
  const early = method === 'GET' ? takeBootAnswer(url) : undefined;
  if (early !== undefined) return toCamelKeys<T>(early);
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'include',
      headers: buildHeaders(method, jsonBody, options.headers),
      body: multipart
        ? (options.body as FormData)
        : jsonBody
          ? JSON.stringify(toSnakeKeys(options.body))
          : undefined,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new HttpError(0, genericMessageFor(500));
  }
  const body = await readBody(response);
  if (response.status === 200 || response.status === 201 || response.status === 204) {
    return toCamelKeys<T>(body);
  }
  const serverMessage = messageOf(body);
  if (response.status === 401) {
    if (options.allow401) throw new HttpError(401, serverMessage ?? genericMessageFor(401), serverMessage);
    endLostSession();
    throw new HttpError(401, genericMessageFor(401), serverMessage);
  }
  if (response.status === 422) {
    throw new HttpError(422, serverMessage ?? genericMessageFor(422), serverMessage, fieldErrorsOf(body));
  }
  scrollToTop();
  throw new HttpError(response.status, genericMessageFor(response.status), serverMessage);
}
