import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app';
import type { Database } from '../db/client';
import { addDays } from '../local-time';
import { DirectDebitRefusal, type NewMandate, WebhookRejected } from './provider';
import { createSandboxDirectDebit } from './sandbox-provider';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

let clock = new Date('2026-01-10T09:00:00Z');
const sandbox = () => createSandboxDirectDebit(database.db, { now: () => clock });

const mandate = (accountNumber: string, sortCode = '20-00-00'): NewMandate => ({
  idempotencyKey: `mandate-${randomUUID()}`,
  customer: { email: 'alex.morgan@example.com', givenName: 'Alex', familyName: 'Morgan' },
  accountHolder: 'Alex Morgan',
  accountNumber,
  sortCode,
  billingAddress: null,
});

const collection = (mandateReference: string, chargeDate: string) => ({
  idempotencyKey: `collection-${randomUUID()}`,
  mandateReference,
  amount: 3500,
  currency: 'GBP',
  chargeDate,
  description: 'Gym & Swim',
});

const refusal = (reason: string) => expect.objectContaining({ constructor: DirectDebitRefusal, reason });

describe('sandbox mandates', () => {
  it('makes a passing pair’s mandate active at once, with an MD reference and its bank', async () => {
    const made = await sandbox().createMandate(mandate('55779911'));
    expect(made).toEqual({
      reference: expect.stringMatching(/^MD[0-9A-F]{12}$/),
      status: 'active',
      bankName: 'Barclays',
    });
  });

  it('fails the mandate of a demo account ending 00, as a bank refusing it would', async () => {
    expect((await sandbox().createMandate(mandate('12348500'))).status).toBe('failed');
  });

  it('refuses bank details that fail the modulus check', async () => {
    await expect(sandbox().createMandate(mandate('66374959', '08-99-99'))).rejects.toEqual(
      refusal('validation_failed'),
    );
  });

  it('answers one idempotency key with one mandate, even to two instances asking at once', async () => {
    const input = mandate('66374958', '089999');
    const [first, second] = await Promise.all([
      sandbox().createMandate(input),
      sandbox().createMandate(input),
    ]);
    expect(second).toEqual(first);
    expect(await sandbox().createMandate(input)).toEqual(first);
    expect(first.bankName).toBe('The Co-operative Bank');
  });

  it('cancels once, and cancelling again is harmless', async () => {
    const { reference } = await sandbox().createMandate(mandate('55779911'));
    expect((await sandbox().cancelMandate(reference)).status).toBe('cancelled');
    expect(await sandbox().cancelMandate(reference)).toEqual({
      reference,
      status: 'cancelled',
      bankName: 'Barclays',
    });
    await expect(sandbox().cancelMandate('MD000000000000')).rejects.toEqual(refusal('resource_not_found'));
  });

  it('keeps only the last two digits of an account number', async () => {
    await sandbox().createMandate(mandate('55779911'));
    const rows = await database.db.execute(sql`select * from sandbox_direct_debit_mandates`);
    expect(JSON.stringify(rows)).toContain('"11"');
    expect(JSON.stringify(rows)).not.toContain('55779911');
  });
});

describe('sandbox collections', () => {
  it('takes a collection as pending, with a PM reference, once per idempotency key', async () => {
    const { reference } = await sandbox().createMandate(mandate('55779911'));
    const input = collection(reference, '2026-02-01');
    const taken = await sandbox().collect(input);
    expect(taken).toEqual({
      reference: expect.stringMatching(/^PM[0-9A-F]{12}$/),
      status: 'pending',
      chargeDate: '2026-02-01',
      failureReason: null,
    });
    expect(await sandbox().collect(input)).toEqual(taken);
    expect(await sandbox().retrieveCollection(taken.reference)).toEqual(taken);
    expect(await sandbox().retrieveCollection('PM000000000000')).toBeNull();
  });

  it('refuses to collect on a failed or cancelled mandate, or on a day gone by', async () => {
    const failed = await sandbox().createMandate(mandate('12348500'));
    await expect(sandbox().collect(collection(failed.reference, '2026-02-01'))).rejects.toEqual(
      refusal('mandate_is_inactive'),
    );
    const ended = await sandbox().createMandate(mandate('55779911'));
    await sandbox().cancelMandate(ended.reference);
    await expect(sandbox().collect(collection(ended.reference, '2026-02-01'))).rejects.toEqual(
      refusal('mandate_is_inactive'),
    );
    const live = await sandbox().createMandate(mandate('55779911'));
    await expect(sandbox().collect(collection(live.reference, '2026-01-09'))).rejects.toEqual(
      refusal('validation_failed'),
    );
  });

  it('settles a year of monthly collections as the clock moves: paid, or failed for an account ending 44', async () => {
    clock = new Date('2026-01-10T09:00:00Z');
    const paying = await sandbox().createMandate(mandate('55779911'));
    const poor = await sandbox().createMandate(mandate('12354144'));
    // The first of each month, February 2026 to January 2027.
    const months = Array.from({ length: 12 }, (_, i) =>
      new Date(Date.UTC(2026, 1 + i, 1)).toISOString().slice(0, 10),
    );
    const taken = [];
    for (const chargeDate of months) {
      taken.push(await sandbox().collect(collection(paying.reference, chargeDate)));
      taken.push(await sandbox().collect(collection(poor.reference, chargeDate)));
    }
    expect(taken.every((c) => c.status === 'pending')).toBe(true);

    for (const chargeDate of months) {
      clock = new Date(`${chargeDate}T12:00:00Z`);
      const due = taken.filter((c) => c.chargeDate === chargeDate);
      for (const c of due) expect((await sandbox().retrieveCollection(c.reference))?.status).toBe('pending');
      clock = new Date(`${addDays(chargeDate, 1)}T12:00:00Z`);
      const [paid, failed] = await Promise.all(due.map((c) => sandbox().retrieveCollection(c.reference)));
      expect(paid).toMatchObject({ status: 'paid', failureReason: null });
      expect(failed).toMatchObject({ status: 'failed', failureReason: 'insufficient_funds' });
    }
  });

  it('cancels the collections still to come when their mandate is cancelled, and keeps those paid', async () => {
    clock = new Date('2026-01-10T09:00:00Z');
    const { reference } = await sandbox().createMandate(mandate('55779911'));
    const february = await sandbox().collect(collection(reference, '2026-02-01'));
    const march = await sandbox().collect(collection(reference, '2026-03-01'));
    clock = new Date('2026-02-10T09:00:00Z');
    await sandbox().cancelMandate(reference);
    clock = new Date('2026-04-01T09:00:00Z');
    expect((await sandbox().retrieveCollection(february.reference))?.status).toBe('paid');
    expect(await sandbox().retrieveCollection(march.reference)).toMatchObject({
      status: 'cancelled',
      failureReason: 'mandate_cancelled',
    });
  });
});

it('refuses every webhook: the sandbox sends none', () => {
  expect(() => sandbox().parseWebhook('{"events":[]}', 'anything')).toThrow(WebhookRejected);
});
