import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type GoCardlessFake, startGoCardlessFake } from '../../../test/fakes/gocardless-fake';
import { createGoCardlessProvider } from './gocardless-provider';
import { DirectDebitRefusal, type NewMandate, WebhookRejected } from './provider';

const secrets = { accessToken: 'sandbox_token_for_tests', webhookSecret: 'whsec_for_tests' };
let fake: GoCardlessFake;
let gocardless: ReturnType<typeof createGoCardlessProvider>;
beforeAll(async () => {
  fake = await startGoCardlessFake(secrets);
  gocardless = createGoCardlessProvider({ apiUrl: fake.url, ...secrets });
});
afterAll(() => fake?.close());
beforeEach(() => {
  fake.requests.length = 0;
});

let joins = 0;
const mandate = (accountNumber = '55779911', sortCode = '200000'): NewMandate => ({
  idempotencyKey: `mandate-1-${++joins}`,
  customer: { email: 'alex.morgan@example.com', givenName: 'Alex', familyName: 'Morgan' },
  accountHolder: 'Alex Morgan',
  accountNumber,
  sortCode,
  billingAddress: { lineOne: '1 High Street', lineTwo: null, city: 'Manchester', postcode: 'M1 1AA' },
});
const collection = (mandateReference: string, idempotencyKey = `collection-1-${++joins}`) => ({
  idempotencyKey,
  mandateReference,
  amount: 3500,
  currency: 'GBP',
  chargeDate: '2026-02-01',
  description: 'Gym & Swim',
});
const calls = () => fake.requests.map((r) => `${r.method} ${r.path} ${r.idempotencyKey ?? ''}`.trim());
const refusal = (reason: string) => expect.objectContaining({ constructor: DirectDebitRefusal, reason });

describe('GoCardless mandates', () => {
  it('creates the customer, their bank account and a Bacs mandate, in order, each under its own key', async () => {
    const input = mandate();
    const made = await gocardless.createMandate(input);
    expect(made).toEqual({
      reference: expect.stringMatching(/^MD/),
      status: 'submitted',
      bankName: 'BARCLAYS BANK PLC',
    });
    expect(calls()).toEqual([
      `POST /customers ${input.idempotencyKey}-customer`,
      `POST /customer_bank_accounts ${input.idempotencyKey}-bank-account`,
      `POST /mandates ${input.idempotencyKey}-mandate`,
    ]);
    const [customer, account, madeMandate] = fake.requests.map(
      (r) => r.body as Record<string, Record<string, unknown>>,
    );
    expect(customer?.customers).toMatchObject({
      email: 'alex.morgan@example.com',
      city: 'Manchester',
      postal_code: 'M1 1AA',
    });
    expect(account?.customer_bank_accounts).toMatchObject({
      account_number: '55779911',
      branch_code: '200000',
    });
    expect(madeMandate?.mandates).toMatchObject({
      scheme: 'bacs',
      links: { customer_bank_account: expect.stringMatching(/^BA/) },
    });
  });

  it('answers a retried creation with what the first made: each 409 conflict is read, nothing is made twice', async () => {
    const input = mandate();
    const first = await gocardless.createMandate(input);
    const counts = [fake.count('customers'), fake.count('customer_bank_accounts'), fake.count('mandates')];
    fake.requests.length = 0;
    expect(await gocardless.createMandate(input)).toEqual(first);
    expect([fake.count('customers'), fake.count('customer_bank_accounts'), fake.count('mandates')]).toEqual(
      counts,
    );
    expect(calls()).toEqual([
      `POST /customers ${input.idempotencyKey}-customer`,
      expect.stringMatching(/^GET \/customers\/CU\d+$/),
      `POST /customer_bank_accounts ${input.idempotencyKey}-bank-account`,
      expect.stringMatching(/^GET \/customer_bank_accounts\/BA\d+$/),
      `POST /mandates ${input.idempotencyKey}-mandate`,
      `GET /mandates/${first.reference}`,
    ]);
  });

  it('passes on GoCardless’s refusal of bank details it will not take', async () => {
    await expect(gocardless.createMandate(mandate('66374959', '089999'))).rejects.toEqual(
      refusal('validation_failed'),
    );
  });

  it('cancels, and cancelling again is harmless', async () => {
    const { reference } = await gocardless.createMandate(mandate());
    expect(await gocardless.cancelMandate(reference)).toEqual({
      reference,
      status: 'cancelled',
      bankName: null,
    });
    expect(await gocardless.cancelMandate(reference)).toEqual({
      reference,
      status: 'cancelled',
      bankName: null,
    });
    await expect(gocardless.cancelMandate('MD9999999999')).rejects.toEqual(refusal('resource_not_found'));
  });

  it('names a sort code’s bank as GoCardless does, and no bank when it cannot', async () => {
    expect(await gocardless.bankName('20-00-00')).toBe('BARCLAYS BANK PLC');
    expect(await gocardless.bankName('107999')).toBeNull();
  });
});

describe('GoCardless payments', () => {
  it('collects once per key, and reads the payment as the banks move it on', async () => {
    const { reference } = await gocardless.createMandate(mandate());
    const input = collection(reference);
    const taken = await gocardless.collect(input);
    expect(taken).toEqual({
      reference: expect.stringMatching(/^PM/),
      status: 'pending',
      chargeDate: '2026-02-01',
      failureReason: null,
    });
    expect(fake.requests.at(-1)).toMatchObject({
      path: '/payments',
      idempotencyKey: input.idempotencyKey,
      body: {
        payments: { amount: 3500, currency: 'GBP', charge_date: '2026-02-01', links: { mandate: reference } },
      },
    });
    expect(await gocardless.collect(input)).toEqual(taken);
    expect(fake.count('payments')).toBe(1);

    fake.transition('payments', taken.reference, 'paid_out');
    expect(await gocardless.retrieveCollection(taken.reference)).toMatchObject({
      status: 'paid',
      failureReason: null,
    });
    fake.transition('payments', taken.reference, 'charged_back');
    expect(await gocardless.retrieveCollection(taken.reference)).toMatchObject({
      status: 'failed',
      failureReason: 'charged_back',
    });
    expect(await gocardless.retrieveCollection('PM9999999999')).toBeNull();
  });

  it('is refused a collection on a cancelled mandate', async () => {
    const { reference } = await gocardless.createMandate(mandate());
    await gocardless.cancelMandate(reference);
    await expect(gocardless.collect(collection(reference))).rejects.toEqual(refusal('mandate_is_inactive'));
  });
});

describe('GoCardless webhooks', () => {
  it('reads the events of a webhook signed with our secret, as our states', async () => {
    const { reference } = await gocardless.createMandate(mandate());
    const paid = await gocardless.collect(collection(reference));
    const failed = await gocardless.collect(collection(reference));
    const events = [
      fake.transition('mandates', reference, 'active'),
      fake.transition('payments', paid.reference, 'confirmed'),
      fake.transition('payments', failed.reference, 'failed', 'insufficient_funds'),
      {
        ...fake.transition('payments', paid.reference, 'paid_out'),
        resource_type: 'payouts',
        action: 'paid',
      },
    ];
    const { body, signature } = fake.webhook(events);
    expect(gocardless.parseWebhook(Buffer.from(body), signature)).toEqual([
      { resource: 'mandate', reference, status: 'active', eventId: events[0]!.id },
      {
        resource: 'collection',
        reference: paid.reference,
        status: 'paid',
        eventId: events[1]!.id,
        failureReason: null,
      },
      {
        resource: 'collection',
        reference: failed.reference,
        status: 'failed',
        eventId: events[2]!.id,
        failureReason: 'insufficient_funds',
      },
    ]);
  });

  it('refuses a webhook signed with another secret, altered after signing, or unsigned', () => {
    const { body, signature } = fake.webhook([], 'someone else');
    expect(() => gocardless.parseWebhook(body, signature)).toThrow(WebhookRejected);
    const signed = fake.webhook([]);
    expect(() => gocardless.parseWebhook(`${signed.body} `, signed.signature)).toThrow(WebhookRejected);
    expect(() => gocardless.parseWebhook(signed.body, signed.signature.slice(0, 10))).toThrow(
      WebhookRejected,
    );
    expect(() => gocardless.parseWebhook(signed.body, undefined)).toThrow(WebhookRejected);
    expect(gocardless.parseWebhook(signed.body, signed.signature)).toEqual([]);
  });
});

describe('talking to GoCardless', () => {
  it('is refused without the right token: an error to retry once configured, not a refusal', async () => {
    const wrong = createGoCardlessProvider({ ...secrets, apiUrl: fake.url, accessToken: 'revoked' });
    const error = await wrong.retrieveCollection('PM0000000001').catch((err: unknown) => err);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(DirectDebitRefusal);
    expect((error as Error).message).toMatch(
      /^GoCardless answered 401: Access token not found \(request RQ\d+\)$/,
    );
  });

  it('is checked by a fake as strict as GoCardless about the version header', async () => {
    const res = await fetch(`${fake.url}/payments/PM0000000001`, {
      headers: { Authorization: `Bearer ${secrets.accessToken}` },
    });
    expect(res.status).toBe(400);
  });
});
