import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Operation } from './openapi-operations';
import { seededRandom } from './random';
import { type FuzzRequest, makeRequest } from './request-variants';
import type { Hints } from './sample-value';

export type Identity = 'anonymous' | 'customer';

export type Failure = {
  method: string;
  url: string;
  operation: string;
  variant: string;
  identity: Identity;
  status: number;
  problem: string;
  /** What the server logged for it (message and first frame), when the caller collects errors. */
  serverError?: string;
};

export type FuzzOptions = {
  inject: (options: InjectOptions) => Promise<LightMyRequestResponse>;
  operations: Operation[];
  requests: number;
  seed: number;
  hints?: Hints;
  /** A fresh bearer token of the signed-in customer. */
  signIn: () => Promise<string>;
  /** Operations sent only anonymously: signed in, they would end or lock the customer's session. */
  anonymousOnly?: (op: Operation) => boolean;
  /** The server's own error for a request id (an onError hook keeps them). */
  serverError?: (requestId: string) => string | undefined;
  /** Failures waiting on a fix elsewhere: counted apart, not failed. */
  isKnown?: (failure: Failure) => boolean;
  onProgress?: (done: number, summary: FuzzSummary) => void;
};

export type FuzzSummary = {
  requests: number;
  millis: number;
  statuses: Record<string, number>;
  failures: Failure[];
  known: Failure[];
  /** Milliseconds spent on each operation, to see where a long run goes. */
  millisByOperation: Record<string, number>;
};

/** What must never reach a caller: a stack frame, or a sign of the database or ORM under the API. */
const leaks: [string, RegExp][] = [
  ['stack frame', /\bat (?:async )?(?:[\w$.<>[\] ]+ \()?(?:file:\/\/|node:|\/)[^\s)]*:\d+:\d+/],
  ['node_modules', /node_modules/],
  ['postgres', /postgres/i],
  ['syntax error', /syntax error/i],
  ['violates', /violates/i],
  ['relation "', /relation "/i],
  ['drizzle', /drizzle/i],
  ['PGlite', /pglite/i],
];

export function leakIn(body: string): string | null {
  for (const [name, pattern] of leaks) if (pattern.test(body)) return name;
  return null;
}

const operationName = (op: Operation) => `${op.method} ${op.path}`;

/**
 * Sends `requests` malformed requests, walking the operations in turn (each gets its share), each sent
 * anonymously or as the signed-in customer by the seeded draw. A 5xx or a leak in any body is a failure.
 */
export async function runFuzz(options: FuzzOptions): Promise<FuzzSummary> {
  const { inject, operations, requests, hints = {}, anonymousOnly = () => false } = options;
  const rng = seededRandom(options.seed);
  const summary: FuzzSummary = {
    requests: 0,
    millis: 0,
    statuses: {},
    failures: [],
    known: [],
    millisByOperation: {},
  };
  const started = performance.now();
  let token = await options.signIn();
  let checkToken = false;

  async function stillSignedIn(): Promise<boolean> {
    const res = await inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${token}` },
    });
    return res.statusCode === 200;
  }

  for (let i = 0; i < requests; i++) {
    const op = operations[i % operations.length]!;
    const request: FuzzRequest = makeRequest(op, rng, hints);
    const identity: Identity = anonymousOnly(op) || !rng.chance(0.5) ? 'anonymous' : 'customer';
    if (identity === 'customer' && checkToken) {
      checkToken = false;
      if (!(await stillSignedIn())) token = await options.signIn();
    }
    const headers = { ...request.headers };
    if (identity === 'customer' && !request.ownAuthorization) headers.authorization = `Bearer ${token}`;
    const sent = performance.now();
    const res = await inject({
      method: request.method as InjectOptions['method'],
      url: request.url,
      headers,
      payload: request.payload,
    });

    summary.requests += 1;
    const name = operationName(op);
    summary.millisByOperation[name] = (summary.millisByOperation[name] ?? 0) + performance.now() - sent;
    summary.statuses[res.statusCode] = (summary.statuses[res.statusCode] ?? 0) + 1;
    // A signed-in request refused as anonymous: the fuzz itself may have ended the session (a changed email…).
    if (identity === 'customer' && res.statusCode === 401 && !request.ownAuthorization) checkToken = true;

    const leak = leakIn(res.body);
    if (res.statusCode >= 500 || leak) {
      const requestId = String(res.headers['x-request-id'] ?? '');
      const failure: Failure = {
        method: request.method,
        url: request.url.length > 200 ? `${request.url.slice(0, 200)}…` : request.url,
        operation: name,
        variant: request.variant,
        identity,
        status: res.statusCode,
        problem: leak ? `leaks ${leak}: ${res.body.slice(0, 200)}` : `answered ${res.statusCode}`,
        serverError: options.serverError?.(requestId),
      };
      (options.isKnown?.(failure) ? summary.known : summary.failures).push(failure);
    }
    if (options.onProgress && (i + 1) % 10_000 === 0) {
      summary.millis = performance.now() - started;
      options.onProgress(i + 1, summary);
    }
  }
  summary.millis = performance.now() - started;
  return summary;
}

/** The failures grouped by operation and kind of variant, each group counted, with one example. */
export function groupFailures(failures: Failure[]) {
  const groups = new Map<string, { count: number; example: Failure }>();
  for (const failure of failures) {
    const kind = failure.variant.split(/[:=]/)[0];
    const key = `${failure.operation} ${kind} ${failure.status} ${failure.problem.slice(0, 40)}`;
    const group = groups.get(key);
    if (group) group.count += 1;
    else groups.set(key, { count: 1, example: failure });
  }
  return [...groups.values()];
}

export function formatSummary(summary: FuzzSummary): string {
  const statuses = Object.entries(summary.statuses)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  const lines = [
    `requests: ${summary.requests} in ${(summary.millis / 1000).toFixed(1)} s (${Math.round((summary.requests * 1000) / summary.millis)}/s)`,
    `statuses: ${statuses}`,
    `failures: ${summary.failures.length}${summary.known.length ? ` (and ${summary.known.length} known, awaiting a fix)` : ''}`,
  ];
  const slowest = Object.entries(summary.millisByOperation)
    .sort(([, a], [, b]) => b - a)
    .slice(0, 5)
    .map(([name, millis]) => `${name} ${(millis / 1000).toFixed(1)} s`);
  lines.push(`slowest operations: ${slowest.join('; ')}`);
  for (const { count, example: f } of groupFailures([...summary.failures, ...summary.known])) {
    lines.push(
      `  ${count} × ${f.operation} [${f.variant}] as ${f.identity}: ${f.problem}`,
      `      e.g. ${f.method} ${f.url}${f.serverError ? `\n      server: ${f.serverError}` : ''}`,
    );
  }
  return lines.join('\n');
}
