import { randomBytes } from 'node:crypto';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { localDate } from '../local-time';
import { checkBankAccount } from './bank-account';
import {
  type DirectDebitProvider,
  DirectDebitRefusal,
  type MandateStatus,
  type ProviderCollection,
  type ProviderMandate,
  WebhookRejected,
} from './provider';
import { sandboxBankName } from './sandbox-banks';
import {
  sandboxDirectDebitMandates as mandates,
  sandboxDirectDebitPayments as payments,
} from './sandbox-direct-debit.tables';
import { mandateOutcome, settlement } from './sandbox-settlement';

type MandateRow = typeof mandates.$inferSelect;

const newReference = (prefix: 'MD' | 'PM') => `${prefix}${randomBytes(6).toString('hex').toUpperCase()}`;

const toMandate = (row: MandateRow): ProviderMandate => ({
  reference: row.id,
  status: row.status as MandateStatus,
  bankName: row.bankName,
});

/**
 * The embedded direct-debit provider: GoCardless's behaviour in miniature, kept in its own tables. Bank
 * details are modulus-checked as GoCardless checks them; the demo's troubles come from the account number's
 * ending (sandbox-settlement.ts); the same idempotency key twice finds what the first made, even when two
 * instances race; a collection settles by the clock alone.
 */
export function createSandboxDirectDebit(
  db: Db,
  { now = () => new Date() }: { now?: () => Date } = {},
): DirectDebitProvider {
  async function mandateWhere(where: SQL) {
    const [row] = await db.select().from(mandates).where(where);
    return row ?? null;
  }
  async function collectionWhere(where: SQL): Promise<ProviderCollection | null> {
    const [row] = await db
      .select({ payment: payments, mandate: mandates })
      .from(payments)
      .innerJoin(mandates, eq(mandates.id, payments.mandateId))
      .where(where);
    if (!row) return null;
    const { payment, mandate } = row;
    return { reference: payment.id, chargeDate: payment.chargeDate, ...settlement(payment, mandate, now()) };
  }

  return {
    name: 'sandbox',

    async bankName(sortCode) {
      return sandboxBankName(sortCode);
    },

    async createMandate(input) {
      const checked = checkBankAccount(input.accountNumber, input.sortCode);
      if (!checked.ok)
        throw new DirectDebitRefusal('validation_failed', 'These bank details fail the modulus check.');
      const ending = checked.accountNumber.slice(-2);
      const [made] = await db
        .insert(mandates)
        .values({
          id: newReference('MD'),
          idempotencyKey: input.idempotencyKey,
          status: mandateOutcome(ending),
          accountHolder: input.accountHolder,
          sortCode: checked.sortCode,
          accountNumberEnding: ending,
          bankName: sandboxBankName(checked.sortCode),
          createdAt: now(),
        })
        .onConflictDoNothing({ target: mandates.idempotencyKey })
        .returning();
      return toMandate(made ?? (await mandateWhere(eq(mandates.idempotencyKey, input.idempotencyKey)))!);
    },

    async cancelMandate(reference) {
      const [cancelled] = await db
        .update(mandates)
        .set({ status: 'cancelled', cancelledAt: now() })
        .where(and(eq(mandates.id, reference), eq(mandates.status, 'active')))
        .returning();
      // Already cancelled, or failed: nothing to undo, and the caller hears the state it is in.
      const row = cancelled ?? (await mandateWhere(eq(mandates.id, reference)));
      if (!row)
        throw new DirectDebitRefusal('resource_not_found', `There is no sandbox mandate ${reference}.`);
      return toMandate(row);
    },

    async collect(input) {
      // A retry finds the collection its key made, whatever has happened to the mandate since.
      const made = await collectionWhere(eq(payments.idempotencyKey, input.idempotencyKey));
      if (made) return made;
      const mandate = await mandateWhere(eq(mandates.id, input.mandateReference));
      if (!mandate)
        throw new DirectDebitRefusal(
          'resource_not_found',
          `There is no sandbox mandate ${input.mandateReference}.`,
        );
      if (mandate.status !== 'active')
        throw new DirectDebitRefusal('mandate_is_inactive', `Mandate ${mandate.id} is ${mandate.status}.`);
      if (!Number.isInteger(input.amount) || input.amount <= 0 || input.currency !== 'GBP')
        throw new DirectDebitRefusal('validation_failed', 'Bacs collects a whole number of pence, in GBP.');
      if (!/^\d{4}-\d{2}-\d{2}$/.test(input.chargeDate) || input.chargeDate < localDate(now()))
        throw new DirectDebitRefusal(
          'validation_failed',
          `The charge date must be today or later (YYYY-MM-DD), not ${input.chargeDate}.`,
        );
      await db
        .insert(payments)
        .values({
          id: newReference('PM'),
          idempotencyKey: input.idempotencyKey,
          mandateId: mandate.id,
          amount: input.amount,
          currency: input.currency,
          chargeDate: input.chargeDate,
          description: input.description,
          createdAt: now(),
        })
        .onConflictDoNothing({ target: payments.idempotencyKey });
      return (await collectionWhere(eq(payments.idempotencyKey, input.idempotencyKey)))!;
    },

    retrieveCollection: (reference) => collectionWhere(eq(payments.id, reference)),

    parseWebhook() {
      throw new WebhookRejected('The sandbox sends no webhooks: its collections settle by the clock.');
    },
  };
}
