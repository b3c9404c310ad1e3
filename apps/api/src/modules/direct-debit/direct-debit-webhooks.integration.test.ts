import { sessionCookie } from '@leisure/contracts/session-cookies';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GoCardlessFake, startGoCardlessFake } from '../../../test/fakes/gocardless-fake';
import { demo, useTestApp } from '../../../test/test-app';
import { createGoCardlessProvider } from '../../platform/direct-debit/gocardless-provider';
import { createMandatesRepository } from './mandates.repository';

const secrets = { accessToken: 'sandbox_token_for_tests', webhookSecret: 'whsec_for_tests' };
type Rows<T> = { rows: T[] };

describe('the GoCardless webhook', () => {
  let fake: GoCardlessFake;
  // Filled in once the fake listens, before the app is built from it.
  const env: Record<string, string> = {
    DIRECT_DEBIT_PROVIDER: 'gocardless',
    GOCARDLESS_ACCESS_TOKEN: secrets.accessToken,
    GOCARDLESS_WEBHOOK_SECRET: secrets.webhookSecret,
  };
  beforeAll(async () => {
    fake = await startGoCardlessFake(secrets);
    env.GOCARDLESS_API_URL = fake.url;
  });
  afterAll(() => fake?.close());
  const t = useTestApp(env);

  const one = async <T>(text: string) => ((await t.sql(text)) as Rows<T>).rows[0]!;
  let made = 0;

  /** A mandate at the fake, and (unless `ours` is false) our row for it, submitted, for Alex Morgan. */
  async function mandate(ours = true): Promise<{ id: number; reference: string }> {
    const gocardless = createGoCardlessProvider({ apiUrl: fake.url, ...secrets });
    const { reference } = await gocardless.createMandate({
      idempotencyKey: `webhook-test-${++made}`,
      customer: { email: demo.username, givenName: 'Alex', familyName: 'Morgan' },
      accountHolder: 'Alex Morgan',
      accountNumber: '55779911',
      sortCode: '200000',
      billingAddress: null,
    });
    if (!ours) return { id: 0, reference };
    const alex = await one<{ id: number; client_id: number }>(
      `select id, client_id from users where reference = '${demo.reference}'`,
    );
    const id = await createMandatesRepository(t.database.db).insert({
      clientId: alex.client_id,
      userId: alex.id,
      provider: 'gocardless',
      providerReference: reference,
      status: 'submitted',
      accountHolder: 'Alex Morgan',
      accountNumberCipher: 'not read by these tests',
      accountNumberEnding: '11',
      sortCode: '200000',
      submittedAt: new Date(),
    });
    return { id, reference };
  }

  const post = (webhook: { body: string; signature: string }, path = 'gocardless') =>
    t.inject({
      method: 'POST',
      url: `/api/direct-debit/webhooks/${path}`,
      headers: { 'content-type': 'application/json', 'webhook-signature': webhook.signature },
      payload: webhook.body,
    });
  const row = (id: number) => createMandatesRepository(t.database.db).byIdOnly(id);
  const kept = (eventId: string) =>
    one<{ n: number; applied: number }>(
      `select count(*)::int as n, count(applied_at)::int as applied
       from direct_debit_events where provider = 'gocardless' and event_id = '${eventId}'`,
    );

  it('makes our mandate active, once: the same webhook again answers 204 and changes nothing', async () => {
    const { id, reference } = await mandate();
    const webhook = fake.webhook([fake.transition('mandates', reference, 'active')]);

    expect((await post(webhook)).statusCode).toBe(204);
    const active = await row(id);
    expect(active).toMatchObject({ status: 'active', endedAt: null });

    const again = await post(webhook);
    expect(again.statusCode).toBe(204);
    expect(again.body).toBe('');
    expect(await row(id)).toEqual(active);
    const [event] = (JSON.parse(webhook.body) as { events: { id: string }[] }).events;
    expect(await kept(event!.id)).toEqual({ n: 1, applied: 1 });
  });

  it('ends a mandate the customer cancelled, and an older event arriving after it does not revive it', async () => {
    const { id, reference } = await mandate();
    const active = fake.transition('mandates', reference, 'active');
    const cancelled = fake.transition('mandates', reference, 'cancelled', 'bank_account_closed');

    expect((await post(fake.webhook([cancelled]))).statusCode).toBe(204);
    expect(await row(id)).toMatchObject({ status: 'cancelled', endedAt: expect.any(Date) });
    expect((await post(fake.webhook([active]))).statusCode).toBe(204);
    expect(await row(id)).toMatchObject({ status: 'cancelled' });
  });

  it('refuses a webhook not signed with our secret (498, as GoCardless asks), changing and keeping nothing', async () => {
    const { id, reference } = await mandate();
    const event = fake.transition('mandates', reference, 'cancelled');
    const forged = fake.webhook([event], 'someone else’s secret');
    const before = await row(id);

    const refused = await post(forged);
    expect(refused.statusCode).toBe(498);
    expect(refused.json()).toEqual({ message: 'Invalid webhook signature.' });
    const unsigned = await t.inject({
      method: 'POST',
      url: '/api/direct-debit/webhooks/gocardless',
      headers: { 'content-type': 'application/json' },
      payload: forged.body,
    });
    expect(unsigned.statusCode).toBe(498);
    // Signed, then altered: the signature is over the bytes as sent.
    const signed = fake.webhook([event]);
    expect((await post({ ...signed, body: signed.body.replace('cancelled', 'active') })).statusCode).toBe(
      498,
    );

    expect(await row(id)).toEqual(before);
    expect(await kept(event.id)).toEqual({ n: 0, applied: 0 });
  });

  it('ignores a mandate that is not ours, and keeps a collection’s event for billing', async () => {
    const { reference } = await mandate(false);
    const stranger = fake.transition('mandates', reference, 'active');
    const collection = {
      ...stranger,
      id: 'EV_PAYMENT_CONFIRMED',
      resource_type: 'payments',
      action: 'confirmed',
      links: { payment: 'PM1' },
    };

    expect((await post(fake.webhook([stranger, collection]))).statusCode).toBe(204);
    expect(await kept(stranger.id)).toEqual({ n: 1, applied: 0 });
    expect(
      await one(
        `select resource, reference, status, applied_at from direct_debit_events where event_id = '${collection.id}'`,
      ),
    ).toEqual({ resource: 'collection', reference: 'PM1', status: 'paid', applied_at: null });
  });

  it('answers 404 for a provider that is not the one configured', async () => {
    const { reference } = await mandate();
    const res = await post(fake.webhook([fake.transition('mandates', reference, 'active')]), 'stripe');
    expect(res.statusCode).toBe(404);
  });

  // Last: it makes the deployment one of two operators.
  it('belongs to the deployment: a host of neither operator reaches it, a stray cookie asks no CSRF token', async () => {
    await t.sql("update clients set hosts = '{everyday.example}'");
    await t.sql(
      "insert into clients (name, hosts, currency, footer_html) values ('Harbour Pools', '{harbour.example}', 'EUR', '')",
    );
    const host = 'webhooks.example';
    expect((await t.inject({ method: 'GET', url: '/api/client', headers: { host } })).statusCode).toBe(404);

    const { id, reference } = await mandate();
    const webhook = fake.webhook([fake.transition('mandates', reference, 'active')]);
    const res = await t.inject({
      method: 'POST',
      url: '/api/direct-debit/webhooks/gocardless',
      headers: {
        host,
        cookie: `${sessionCookie}=not-a-session`,
        'content-type': 'application/json',
        'webhook-signature': webhook.signature,
      },
      payload: webhook.body,
    });
    expect(res.statusCode).toBe(204);
    expect(await row(id)).toMatchObject({ status: 'active' });
  });
});

describe('the webhook with the sandbox configured', () => {
  const t = useTestApp();

  it('has no GoCardless webhook (404), and refuses any webhook as the sandbox’s (498)', async () => {
    const send = (provider: string) =>
      t.inject({
        method: 'POST',
        url: `/api/direct-debit/webhooks/${provider}`,
        headers: { 'content-type': 'application/json', 'webhook-signature': 'ab'.repeat(32) },
        payload: '{"events":[]}',
      });
    expect((await send('gocardless')).statusCode).toBe(404);
    expect((await send('sandbox')).statusCode).toBe(498);
  });
});
