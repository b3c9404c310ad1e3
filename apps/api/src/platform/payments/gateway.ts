/**
 * A card payment gateway, shaped after Stripe's PaymentIntents with manual capture so that a Stripe
 * adapter can take the sandbox's place by configuration alone: the card is authorised in the gateway's
 * own hosted fields (card data never reaches our pages or our API), we create the order, then capture;
 * if the order cannot be made, we cancel and the hold on the card is released.
 */

export type GatewayStatus =
  | 'requires_payment_method'
  | 'requires_action'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled';

export type GatewayCard = {
  brand: string;
  lastFour: string;
  /** MM/YY */
  expiry: string;
  holderName: string;
  /** Present when the customer asked the gateway to keep the card. */
  token: string | null;
};

export type GatewayPayment = {
  ref: string;
  status: GatewayStatus;
  amount: number;
  currency: string;
  clientSecret: string;
  card: GatewayCard | null;
  lastError: string | null;
};

export type CreatePaymentInput = {
  amount: number;
  currency: string;
  /** Our reference, for the gateway's records and its idempotency: `{clientId}:{paymentId}`. */
  merchantRef: string;
  /** Charge a card the gateway already keeps, without the customer typing it. */
  savedCardToken?: string;
};

export interface PaymentGateway {
  readonly provider: 'sandbox' | 'stripe';
  /** What the browser needs to show the card form. */
  publicSettings(): { cardFormUrl: string | null; publishableKey: string | null; origin: string | null };
  /**
   * Where staff at the desk present a card for a payment (its client secret in `client_secret`): the
   * sandbox's simulated reader; a real adapter drives its terminal instead and answers null.
   */
  cardReaderUrl(): string | null;
  createPayment(input: CreatePaymentInput): Promise<GatewayPayment>;
  retrievePayment(ref: string): Promise<GatewayPayment | null>;
  /** Takes the authorised money. Capturing twice is harmless. */
  capturePayment(ref: string): Promise<GatewayPayment>;
  /** Releases an authorisation that will not become an order. Cancelling twice is harmless. */
  cancelPayment(ref: string): Promise<GatewayPayment>;
  /** Forgets a saved card: its token can never be charged again. Detaching twice is harmless. */
  detachCard(token: string): Promise<void>;
}
