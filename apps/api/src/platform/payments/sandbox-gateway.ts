import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import type { CreatePaymentInput, GatewayPayment, GatewayStatus, PaymentGateway } from './gateway';
import { type CardInput, cardMessages, checkCard, outcomeOf, readerCards } from './sandbox-cards';
import { sandboxPaymentIntents } from './sandbox-gateway.tables';

type IntentRow = typeof sandboxPaymentIntents.$inferSelect;

export const sandboxPaths = {
  cardForm: '/gateway/sandbox/card-form',
  cardReader: '/gateway/sandbox/card-reader',
  present: '/gateway/sandbox/present',
  confirm: '/gateway/sandbox/confirm',
  challenge: '/gateway/sandbox/challenge',
} as const;

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

function toPayment(row: IntentRow): GatewayPayment {
  return {
    ref: row.id,
    status: row.status as GatewayStatus,
    amount: row.amount,
    currency: row.currency,
    clientSecret: row.clientSecret,
    lastError: row.lastError,
    card: row.cardLastFour
      ? {
          brand: row.cardBrand ?? 'unknown',
          lastFour: row.cardLastFour,
          expiry: row.cardExpiry ?? '',
          holderName: row.cardHolderName ?? '',
          token: row.cardToken,
        }
      : null,
  };
}

/** What the card form hears back: the state, a refusal's message, field messages, where to authenticate. */
export type ConfirmResult = {
  status: GatewayStatus;
  error: string | null;
  errors?: Record<string, string[]>;
  challengeUrl: string | null;
};

/**
 * The embedded card gateway: a working stand-in for a provider, with the provider's states and refusals,
 * keeping only what a provider tells a merchant (brand, last four, expiry, name, a token).
 */
export function createSandboxGateway(
  db: Db,
  {
    origin,
    now = () => new Date(),
    delayMs = 0,
  }: {
    origin: string | null;
    now?: () => Date;
    /** Each call of the merchant's answers this much later, as a provider across the internet does. */
    delayMs?: number;
  },
) {
  const away = () =>
    delayMs > 0 ? new Promise((resolve) => setTimeout(resolve, delayMs)) : Promise.resolve();
  async function find(ref: string) {
    const [row] = await db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, ref));
    return row ?? null;
  }
  async function bySecret(clientSecret: string) {
    const [row] = await db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.clientSecret, clientSecret));
    if (!row) throw new HttpError(404, 'This payment could not be found.');
    return row;
  }
  /** Moves an intent on only from the states named, so two racing calls cannot both move it. */
  async function move(
    ref: string,
    from: GatewayStatus[],
    values: Partial<typeof sandboxPaymentIntents.$inferInsert>,
  ) {
    const [row] = await db
      .update(sandboxPaymentIntents)
      .set({ ...values, updatedAt: now() })
      .where(and(eq(sandboxPaymentIntents.id, ref), inArray(sandboxPaymentIntents.status, from)))
      .returning();
    return row ?? null;
  }
  const refusal = (outcome: string) =>
    outcome === 'declined'
      ? cardMessages.declined
      : outcome === 'insufficient_funds'
        ? cardMessages.insufficientFunds
        : null;

  const gateway: PaymentGateway = {
    provider: 'sandbox',
    publicSettings: () => ({ cardFormUrl: sandboxPaths.cardForm, publishableKey: null, origin }),
    cardReaderUrl: () => sandboxPaths.cardReader,

    async createPayment({ amount, currency, merchantRef, savedCardToken }: CreatePaymentInput) {
      await away();
      // The provider's idempotency: the same merchant reference finds the payment already made.
      const [existing] = await db
        .select()
        .from(sandboxPaymentIntents)
        .where(eq(sandboxPaymentIntents.merchantRef, merchantRef));
      if (existing) return toPayment(existing);
      const ref = id('pi_sbx');
      const values: typeof sandboxPaymentIntents.$inferInsert = {
        id: ref,
        amount,
        currency,
        merchantRef,
        clientSecret: `${ref}_secret_${randomBytes(16).toString('hex')}`,
      };
      if (savedCardToken) {
        const [card] = await db
          .select()
          .from(sandboxPaymentIntents)
          .where(eq(sandboxPaymentIntents.cardToken, savedCardToken))
          .limit(1);
        if (!card) throw new HttpError(422, 'This saved card can no longer be used.');
        const error = refusal(outcomeOf(`400000000000${card.cardLastFour}`));
        Object.assign(values, {
          status: error ? 'requires_payment_method' : 'requires_capture',
          lastError: error,
          cardBrand: card.cardBrand,
          cardLastFour: card.cardLastFour,
          cardExpiry: card.cardExpiry,
          cardHolderName: card.cardHolderName,
        });
      }
      const [row] = await db.insert(sandboxPaymentIntents).values(values).returning();
      return toPayment(row!);
    },

    async retrievePayment(ref) {
      await away();
      const row = await find(ref);
      return row ? toPayment(row) : null;
    },

    async capturePayment(ref) {
      await away();
      const row = (await move(ref, ['requires_capture'], { status: 'succeeded' })) ?? (await find(ref));
      if (!row) throw new Error(`No sandbox payment ${ref}`);
      if (row.status !== 'succeeded')
        throw new Error(`Sandbox payment ${ref} cannot be captured: ${row.status}`);
      return toPayment(row);
    },

    async detachCard(token) {
      await away();
      await db
        .update(sandboxPaymentIntents)
        .set({ cardToken: null, updatedAt: now() })
        .where(eq(sandboxPaymentIntents.cardToken, token));
    },

    async cancelPayment(ref) {
      await away();
      const row =
        (await move(ref, ['requires_payment_method', 'requires_action', 'requires_capture'], {
          status: 'canceled',
        })) ?? (await find(ref));
      if (!row) throw new Error(`No sandbox payment ${ref}`);
      return toPayment(row);
    },
  };

  return {
    gateway,
    /** The card form's submission: the card is checked, decided on and forgotten but for what may be kept. */
    async confirm(clientSecret: string, input: CardInput & { saveCard: boolean }): Promise<ConfirmResult> {
      const row = await bySecret(clientSecret);
      if (row.status !== 'requires_payment_method') {
        return { status: row.status as GatewayStatus, error: row.lastError, challengeUrl: null };
      }
      const checked = checkCard(input, now());
      if (!checked.ok)
        return { status: 'requires_payment_method', error: null, errors: checked.errors, challengeUrl: null };
      const { card } = checked;
      const outcome = outcomeOf(card.digits);
      const error = refusal(outcome);
      const challengeId = outcome === 'challenge' ? id('ch_sbx') : null;
      const status: GatewayStatus = error
        ? 'requires_payment_method'
        : challengeId
          ? 'requires_action'
          : 'requires_capture';
      const moved = await move(row.id, ['requires_payment_method'], {
        status,
        lastError: error,
        challengeId,
        cardBrand: card.brand,
        cardLastFour: card.lastFour,
        cardExpiry: card.expiry,
        cardHolderName: card.holderName,
        cardToken: input.saveCard && !error ? id('card_sbx') : null,
      });
      if (!moved) throw new HttpError(409, 'This payment has already been confirmed.');
      return {
        status,
        error,
        challengeUrl: challengeId
          ? `${sandboxPaths.challenge}?client_secret=${encodeURIComponent(clientSecret)}`
          : null,
      };
    },

    /**
     * A card presented to the simulated reader: one of the test cards, as if its chip were read (the
     * reader has the name and expiry; no saving, no 3-D Secure at a terminal).
     */
    async present(clientSecret: string, number: string): Promise<ConfirmResult> {
      if (!readerCards.some((card) => card.number === number))
        throw new HttpError(422, 'The reader knows only its test cards.');
      const year = String((now().getUTCFullYear() + 3) % 100).padStart(2, '0');
      return this.confirm(clientSecret, {
        holderName: 'Card holder',
        number,
        expiry: `12/${year}`,
        securityCode: '123',
        saveCard: false,
      });
    },

    /** The 3-D Secure challenge's answer. */
    async completeChallenge(clientSecret: string, passed: boolean): Promise<ConfirmResult> {
      const row = await bySecret(clientSecret);
      const moved = await move(
        row.id,
        ['requires_action'],
        passed
          ? { status: 'requires_capture', challengeId: null }
          : {
              status: 'requires_payment_method',
              challengeId: null,
              lastError: cardMessages.authenticationFailed,
            },
      );
      const now = moved ?? row;
      return { status: now.status as GatewayStatus, error: now.lastError, challengeUrl: null };
    },

    async findBySecret(clientSecret: string) {
      return toPayment(await bySecret(clientSecret));
    },
  };
}
export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
