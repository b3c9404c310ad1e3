import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/platform/db/client';
import { type JsonSchema, type OpenApiDocument, type Operation, operationsOf } from './openapi-operations';
import type { Hints } from './sample-value';

/** The demo customer the fuzz signs in as (Alex Morgan, by customer ID: the fuzz may change his email). */
export const fuzzCustomer = { username: 'C100001', password: 'Everyday-Leisure-2026' };

/**
 * Keeps the server's own error of every failed request by its request id, so a 500 names its cause.
 * Call before `app.ready()`.
 */
export function captureServerErrors(app: FastifyInstance): (requestId: string) => string | undefined {
  const errors = new Map<string, string>();
  app.addHook('onError', async (request, _reply, error) => {
    if (errors.size > 5_000) errors.clear();
    const frame = error.stack
      ?.split('\n')
      .find((line) => line.includes('/apps/') || line.includes('/packages/'));
    errors.set(request.id, `${error.name}: ${error.message.slice(0, 200)}${frame ? ` ${frame.trim()}` : ''}`);
  });
  return (requestId) => errors.get(requestId);
}

/**
 * Signed in, they would end the customer's session or lock them out (log out, change the password): the
 * fuzz sends these only anonymously or with a bad token.
 */
export const anonymousOnly = (op: Operation) =>
  (op.method === 'POST' && op.path === '/api/auth/logout') ||
  (op.method === 'PUT' && op.path === '/api/my-account/user/password');

/** Names the seeded database really holds, so valid requests reach the services, not just a 404. */
async function hintsFrom(database: Database): Promise<Hints> {
  const column = async (text: string) =>
    ((await database.db.execute(sql.raw(text))) as unknown as { rows: { v: string | number }[] }).rows.map(
      (r) => r.v,
    );
  const venues = await column('select slug as v from venues');
  const activities = await column('select distinct slug as v from activities limit 200');
  const categories = await column('select distinct slug as v from activity_categories');
  const waivers = await column('select distinct slug as v from waivers');
  const users = await column(
    `select id as v from users where reference in ('C100001', 'C100002') or id < 60`,
  );
  const occurrences = await column('select id as v from occurrences order by random() limit 200');
  const bookings = await column('select id as v from bookings order by random() limit 100');
  return {
    slug: [...venues, ...waivers],
    venueSlug: venues,
    venue: venues,
    activitySlug: activities,
    categorySlug: categories,
    courseId: await column(
      `select a.id as v from activities a join pricing_options p on p.activity_id = a.id where p.kind = 'course'`,
    ),
    occurrence_id: occurrences,
    id: [...occurrences, ...bookings],
    user_id: users,
    userId: users,
    selected_user_id: users,
    membership_user_id: users,
    purchased_for_user_id: users,
    onboarding_type: ['customer_account_online', 'membership_purchase'],
    // Never the fuzz's own customer: wrong passwords would lock him out of signing in.
    username: ['priya.shah@example.com', 'C100020'],
  };
}

const text = (maxLength: number): JsonSchema => ({ type: 'string', minLength: 1, maxLength });

/** Routes the document leaves out (pages and the sandbox gateway's hosted fields), described by hand. */
const undocumented: Operation[] = [
  {
    method: 'GET',
    path: '/calendar/{file}',
    params: [{ name: 'file', in: 'path', required: true, schema: text(60) }],
    query: [],
    body: null,
  },
  {
    method: 'GET',
    path: '/dev/mailbox',
    params: [],
    query: [{ name: 'to', in: 'query', required: false, schema: text(254) }],
    body: null,
  },
  {
    method: 'GET',
    path: '/gateway/sandbox/card-form',
    params: [],
    query: [{ name: 'client_secret', in: 'query', required: true, schema: text(200) }],
    body: null,
  },
  {
    method: 'GET',
    path: '/gateway/sandbox/challenge',
    params: [],
    query: [{ name: 'client_secret', in: 'query', required: true, schema: text(200) }],
    body: null,
  },
  {
    method: 'POST',
    path: '/gateway/sandbox/confirm',
    params: [],
    query: [],
    body: {
      type: 'object',
      properties: {
        client_secret: text(200),
        cardholder_name: text(100),
        card_number: { type: 'string', enum: ['4242 4242 4242 4242', '4000 0000 0000 0002', '1234'] },
        expiry: { type: 'string', enum: ['12/30', '13/99', ''] },
        security_code: text(10),
        save_card: { type: 'boolean' },
      },
      required: ['client_secret'],
    },
  },
  {
    method: 'POST',
    path: '/gateway/sandbox/challenge',
    params: [],
    query: [],
    body: {
      type: 'object',
      properties: { client_secret: text(200), passed: { type: 'boolean' } },
      required: ['client_secret', 'passed'],
    },
  },
];

/** The operations of the app's own OpenAPI document, the hints, and how to sign the customer in. */
export async function fuzzTarget(app: FastifyInstance, database: Database) {
  const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApiDocument;
  const operations = [...operationsOf(doc), ...undocumented];
  const hints = await hintsFrom(database);
  let signIns = 0;
  async function signIn(): Promise<string> {
    // Sign-ins are rate-limited by address; each comes from an address of its own, away from the fuzz's.
    signIns += 1;
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/customer/login',
      payload: fuzzCustomer,
      remoteAddress: `127.0.${Math.floor(signIns / 250) % 250}.${(signIns % 250) + 2}`,
    });
    if (res.statusCode !== 200) throw new Error(`the fuzz could not sign in: ${res.statusCode} ${res.body}`);
    return res.json().token as string;
  }
  return { operations, hints, signIn, anonymousOnly };
}
