/**
 * A direct-debit provider, shaped after GoCardless so that its adapter can take the sandbox's place by
 * configuration alone. Our mandate row is written first (its id is the idempotency key of everything
 * sent for it), so a retry after a crash creates nothing twice at the provider.
 */

export type MandateStatus = 'submitted' | 'active' | 'failed' | 'cancelled';
export type CollectionStatus = 'pending' | 'paid' | 'failed' | 'cancelled';

export type NewMandate = {
  /** Ours: `mandate-{clientId}-{mandateId}`, sent as the provider's Idempotency-Key. */
  idempotencyKey: string;
  customer: { email: string; givenName: string; familyName: string };
  accountHolder: string;
  accountNumber: string;
  sortCode: string;
  billingAddress: { lineOne: string; lineTwo: string | null; city: string; postcode: string | null } | null;
};

export type ProviderMandate = {
  reference: string;
  status: MandateStatus;
  /** The bank's name where the provider knows it. */
  bankName: string | null;
};

export type NewCollection = {
  /** Ours: `collection-{clientId}-{collectionId}`. */
  idempotencyKey: string;
  mandateReference: string;
  /** Pence. */
  amount: number;
  currency: string;
  /** YYYY-MM-DD: the day the money leaves the customer's account. */
  chargeDate: string;
  description: string;
};

export type ProviderCollection = {
  reference: string;
  status: CollectionStatus;
  chargeDate: string;
  failureReason: string | null;
};

/** What the provider tells us happened, read from its webhook (or the sandbox's clock). */
export type ProviderEvent =
  | { resource: 'mandate'; reference: string; status: MandateStatus; eventId: string }
  | {
      resource: 'collection';
      reference: string;
      status: CollectionStatus;
      eventId: string;
      failureReason: string | null;
    };

/**
 * The provider refused what was asked for a reason the caller must act on (an ended mandate, bank details
 * it will not take, a charge date too soon): asking again will not help. Anything else thrown (the network,
 * the provider down) may be tried again with the same idempotency key.
 */
export class DirectDebitRefusal extends Error {
  constructor(
    /** The provider's reason, such as 'mandate_is_inactive' or 'validation_failed'. */
    readonly reason: string,
    message: string,
  ) {
    super(message);
  }
}

/** A webhook whose signature is not the provider's: nothing in it may be believed. */
export class WebhookRejected extends Error {}

export interface DirectDebitProvider {
  readonly name: 'sandbox' | 'gocardless';
  /** The bank's name for a sort code, where known (shown on the confirmation step). */
  bankName(sortCode: string): Promise<string | null>;
  createMandate(input: NewMandate): Promise<ProviderMandate>;
  /** Cancelling twice is harmless. */
  cancelMandate(reference: string): Promise<ProviderMandate>;
  collect(input: NewCollection): Promise<ProviderCollection>;
  retrieveCollection(reference: string): Promise<ProviderCollection | null>;
  /**
   * A webhook's events, once its signature is checked (throws WebhookRejected otherwise). On the
   * interface so that the webhook route need not know which provider is configured; the sandbox sends
   * none, so it refuses every one, and its collections are learnt of by `retrieveCollection`.
   */
  parseWebhook(rawBody: string | Buffer, signature: string | undefined): ProviderEvent[];
}
