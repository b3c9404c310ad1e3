import { createGoCardlessClient, type GoCardlessSettings } from './gocardless-client';
import { eventsOf, isSignedBy } from './gocardless-webhooks';
import {
  type CollectionStatus,
  type DirectDebitProvider,
  DirectDebitRefusal,
  type MandateStatus,
  type ProviderCollection,
  type ProviderMandate,
  WebhookRejected,
} from './provider';

type Mandate = { id: string; status: string };
type BankAccount = { id: string; bank_name?: string | null };
type Payment = { id: string; status: string; charge_date: string };

/** GoCardless's mandate states as ours: not yet usable, usable, refused, or ended. */
const mandateStatuses = new Map<string, MandateStatus>([
  ['pending_customer_approval', 'submitted'],
  ['pending_submission', 'submitted'],
  ['submitted', 'submitted'],
  ['active', 'active'],
  ['failed', 'failed'],
  ['blocked', 'failed'],
  ['cancelled', 'cancelled'],
  ['expired', 'cancelled'],
  ['consumed', 'cancelled'],
]);

const paymentStatuses = new Map<string, CollectionStatus>([
  ['pending_customer_approval', 'pending'],
  ['pending_submission', 'pending'],
  ['submitted', 'pending'],
  ['confirmed', 'paid'],
  ['paid_out', 'paid'],
  ['failed', 'failed'],
  ['charged_back', 'failed'],
  ['customer_approval_denied', 'failed'],
  ['cancelled', 'cancelled'],
]);

function known<T>(statuses: Map<string, T>, what: string, resource: { id: string; status: string }): T {
  const status = statuses.get(resource.status);
  // A state this adapter has never heard of is not guessed at: the caller retries once someone has looked.
  if (!status)
    throw new Error(`GoCardless ${what} ${resource.id} is '${resource.status}', unknown to this adapter.`);
  return status;
}

const toMandate = (mandate: Mandate, bankName: string | null): ProviderMandate => ({
  reference: mandate.id,
  status: known(mandateStatuses, 'mandate', mandate),
  bankName,
});

/**
 * A failure's cause is told only by the payment's events (its webhook); read alone, a payment says
 * only that it failed, or was charged back.
 */
const toCollection = (payment: Payment): ProviderCollection => {
  const status = known(paymentStatuses, 'payment', payment);
  return {
    reference: payment.id,
    status,
    chargeDate: payment.charge_date,
    failureReason: status === 'failed' || status === 'cancelled' ? payment.status : null,
  };
};

/**
 * Direct debit through GoCardless (Bacs): a customer, their bank account and a mandate, each created under
 * a key derived from ours, so a retry after a crash part-way makes none of them twice.
 */
export function createGoCardlessProvider(
  settings: GoCardlessSettings & { webhookSecret: string },
): DirectDebitProvider {
  const api = createGoCardlessClient(settings);
  return {
    name: 'gocardless',

    async bankName(sortCode) {
      // A name on the confirmation step is a courtesy: a sort code GoCardless cannot name, or GoCardless
      // out of reach, leaves it out rather than stopping the join.
      try {
        const found = await api.lookup<BankAccount>('bank_details_lookups', {
          country_code: 'GB',
          branch_code: sortCode.replace(/\D/g, ''),
        });
        return found.bank_name ?? null;
      } catch {
        return null;
      }
    },

    async createMandate(input) {
      const key = input.idempotencyKey;
      const address = input.billingAddress;
      const customer = await api.create<{ id: string }>(
        'customers',
        {
          email: input.customer.email,
          given_name: input.customer.givenName,
          family_name: input.customer.familyName,
          country_code: 'GB',
          ...(address && {
            address_line1: address.lineOne,
            address_line2: address.lineTwo ?? undefined,
            city: address.city,
            postal_code: address.postcode ?? undefined,
          }),
        },
        `${key}-customer`,
      );
      const account = await api.create<BankAccount>(
        'customer_bank_accounts',
        {
          account_holder_name: input.accountHolder,
          account_number: input.accountNumber,
          branch_code: input.sortCode,
          country_code: 'GB',
          links: { customer: customer.id },
        },
        `${key}-bank-account`,
      );
      const mandate = await api.create<Mandate>(
        'mandates',
        { scheme: 'bacs', links: { customer_bank_account: account.id } },
        `${key}-mandate`,
      );
      return toMandate(mandate, account.bank_name ?? null);
    },

    async cancelMandate(reference) {
      try {
        return toMandate(await api.act<Mandate>('mandates', reference, 'cancel'), null);
      } catch (err) {
        // GoCardless refuses to cancel a mandate that has already ended: it is where the caller wants it.
        if (!(err instanceof DirectDebitRefusal)) throw err;
        const mandate = await api.get<Mandate>('mandates', reference);
        const ended = mandate && ['cancelled', 'failed'].includes(known(mandateStatuses, 'mandate', mandate));
        if (!mandate || !ended) throw err;
        return toMandate(mandate, null);
      }
    },

    async collect(input) {
      const payment = await api.create<Payment>(
        'payments',
        {
          amount: input.amount,
          currency: input.currency,
          charge_date: input.chargeDate,
          description: input.description,
          links: { mandate: input.mandateReference },
        },
        input.idempotencyKey,
      );
      return toCollection(payment);
    },

    async retrieveCollection(reference) {
      const payment = await api.get<Payment>('payments', reference);
      return payment ? toCollection(payment) : null;
    },

    parseWebhook(rawBody, signature) {
      if (!isSignedBy(settings.webhookSecret, rawBody, signature))
        throw new WebhookRejected('This webhook is not signed with our GoCardless webhook secret.');
      return eventsOf(rawBody);
    },
  };
}
