import { DirectDebitRefusal } from './provider';

export type GoCardlessSettings = { apiUrl: string; accessToken: string };

type ErrorBody = {
  error?: {
    message?: string;
    type?: string;
    request_id?: string;
    errors?: { reason?: string; field?: string; links?: { conflicting_resource_id?: string } }[];
  };
};

/** The API version every request names: GoCardless answers each in the shape of the version asked for. */
export const apiVersion = '2015-07-06';

/**
 * GoCardless's HTTP API as the adapter needs it: JSON wrapped in the resource's name, a bearer token, the
 * version header, and an Idempotency-Key on every creation. A creation whose key was used before is answered
 * 409 with the first resource's id, which is then read: a retry after a lost answer finds what the first
 * try made. 400, 404, 409 and 422 are refusals (asking again will not help); anything else may be retried.
 */
export function createGoCardlessClient({ apiUrl, accessToken }: GoCardlessSettings, timeoutMs = 15_000) {
  const base = apiUrl.replace(/\/$/, '');

  async function call(method: 'GET' | 'POST', path: string, body?: unknown, idempotencyKey?: string) {
    const response = await fetch(`${base}/${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${accessToken}`,
        'GoCardless-Version': apiVersion,
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const json = (await response.json().catch(() => ({}))) as Record<string, unknown> & ErrorBody;
    return { status: response.status, ok: response.ok, json };
  }

  function failure(status: number, { error }: ErrorBody): Error {
    const first = error?.errors?.[0];
    const detail = `${error?.message ?? 'no message'}${first?.field ? ` (${first.field})` : ''}`;
    if ([400, 404, 409, 422].includes(status))
      return new DirectDebitRefusal(
        first?.reason ?? error?.type ?? String(status),
        `GoCardless refused: ${detail}`,
      );
    return new Error(`GoCardless answered ${status}: ${detail} (request ${error?.request_id ?? 'unknown'})`);
  }

  async function get<T>(resource: string, id: string): Promise<T | null> {
    const { status, ok, json } = await call('GET', `${resource}/${encodeURIComponent(id)}`);
    if (status === 404) return null;
    if (!ok) throw failure(status, json);
    return json[resource] as T;
  }

  return {
    get,

    async create<T>(resource: string, fields: Record<string, unknown>, idempotencyKey: string): Promise<T> {
      const { status, ok, json } = await call('POST', resource, { [resource]: fields }, idempotencyKey);
      if (ok) return json[resource] as T;
      const conflict = json.error?.errors?.find((e) => e.reason === 'idempotent_creation_conflict');
      const firstId = conflict?.links?.conflicting_resource_id;
      if (status === 409 && firstId) {
        const made = await get<T>(resource, firstId);
        if (made) return made;
      }
      throw failure(status, json);
    },

    /** `POST /{resource}/{id}/actions/{action}`, answered with the resource as it now is. */
    async act<T>(resource: string, id: string, action: string): Promise<T> {
      const { status, ok, json } = await call(
        'POST',
        `${resource}/${encodeURIComponent(id)}/actions/${action}`,
        {
          data: {},
        },
      );
      if (!ok) throw failure(status, json);
      return json[resource] as T;
    },

    /** A lookup that creates nothing, so no idempotency key. */
    async lookup<T>(resource: string, fields: Record<string, unknown>): Promise<T> {
      const { status, ok, json } = await call('POST', resource, { [resource]: fields });
      if (!ok) throw failure(status, json);
      return json[resource] as T;
    },
  };
}
