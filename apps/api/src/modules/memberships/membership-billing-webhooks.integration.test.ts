import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GoCardlessFake, startGoCardlessFake } from '../../../test/fakes/gocardless-fake';
import { useTestApp } from '../../../test/test-app';

const secrets = { accessToken: 'sandbox_token_for_tests', webhookSecret: 'whsec_for_tests' };
type Rows<T> = { rows: T[] };

/** GoCardless tells us how a collection went by a signed webhook: billing applies it once (decision 048). */
describe("GoCardless's collection events", () => {
  let fake: GoCardlessFake;
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
  const rows = async <T>(text: string) => ((await t.sql(text)) as Rows<T>).rows;
  const one = async <T>(text: string) => (await rows<T>(text))[0]!;
  let made = 0;

  /** A submitted collection of a running monthly membership of Riley's, under a GoCardless payment id. */
  async function submitted() {
    const n = ++made;
    const user = await one<{ id: number; client_id: number; home_venue_id: number }>(
      `select id, client_id, home_venue_id from users where reference = 'C100013'`,
    );
    const mandate = await one<{ id: number }>(
      `insert into direct_debit_mandates (client_id, user_id, provider, provider_reference, status, account_holder, account_number_cipher, account_number_ending, sort_code)
       values (${user.client_id}, ${user.id}, 'gocardless', 'MD_WEBHOOK_${n}', 'active', 'Riley Shaw', 'held', '11', '200000') returning id`,
    );
    const membership = await one<{ id: number }>(
      `insert into memberships (client_id, user_id, home_venue_id, reference, name, status, payment_type, base_fee, billing_day, first_billing_date, mandate_id)
       values (${user.client_id}, ${user.id}, ${user.home_venue_id}, 'MWEBHOOK${n}', 'Gym & Swim', 'active', 'recurring', 3000, 15, '2026-01-15', ${mandate.id}) returning id`,
    );
    const collection = await one<{ id: number }>(
      `insert into membership_collections (client_id, membership_id, period_start, period_end, amount, charge_date, status, provider_reference, attempts)
       values (${user.client_id}, ${membership.id}, '2026-01-15', '2026-02-14', 3000, '2026-01-15', 'submitted', 'PM_WEBHOOK_${n}', 1) returning id`,
    );
    return {
      userId: user.id,
      membershipId: membership.id,
      collectionId: collection.id,
      payment: `PM_WEBHOOK_${n}`,
    };
  }

  const event = (payment: string, action: string, cause = action) => ({
    id: `EV_BILL_${payment}_${action}`,
    created_at: new Date().toISOString(),
    resource_type: 'payments',
    action,
    links: { payment },
    details: { origin: 'bank', cause, description: `The payment is now ${action}.` },
  });
  const post = (events: unknown[]) => {
    const webhook = fake.webhook(events);
    return t.inject({
      method: 'POST',
      url: '/api/direct-debit/webhooks/gocardless',
      headers: { 'content-type': 'application/json', 'webhook-signature': webhook.signature },
      payload: webhook.body,
    });
  };
  const collection = (id: number) =>
    one<{ status: string; failure_reason: string | null; penalty_id: number | null }>(
      `select status, failure_reason, penalty_id from membership_collections where id = ${id}`,
    );

  it('settles a collection paid, and makes a failed one a fee once however often the event is told', async () => {
    const paid = await submitted();
    expect((await post([event(paid.payment, 'confirmed')])).statusCode).toBe(204);
    expect(await collection(paid.collectionId)).toMatchObject({ status: 'paid', penalty_id: null });

    const failed = await submitted();
    const failure = event(failed.payment, 'failed', 'insufficient_funds');
    expect((await post([failure])).statusCode).toBe(204);
    expect((await post([failure])).statusCode).toBe(204);
    const row = await collection(failed.collectionId);
    expect(row).toMatchObject({ status: 'failed', failure_reason: 'insufficient_funds' });
    const fees = await rows<{ id: number }>(
      `select id from penalties where type = 'membership_collection' and user_id = ${failed.userId}`,
    );
    expect(fees.map((f) => f.id)).toEqual([row.penalty_id]);
    const applied = await one<{ applied_at: Date | null }>(
      `select applied_at from direct_debit_events where event_id = '${failure.id}'`,
    );
    expect(applied.applied_at).not.toBeNull();
  });

  it('does not move a paid collection on a late failure of the same payment told out of order', async () => {
    const c = await submitted();
    await post([event(c.payment, 'confirmed')]);
    await post([event(c.payment, 'failed')]);
    expect(await collection(c.collectionId)).toMatchObject({ status: 'paid', penalty_id: null });
  });
});
