/** The server's payment types (api checkout/order-money.ts) that have words of their own. */
const knownTypes = ['card', 'credit', 'card-and-credit', 'cash', 'cheque', 'offline-voucher'] as const;
export type KnownPaymentType = (typeof knownTypes)[number];

/**
 * How an order was paid, as a key into 'orderDetails.paymentTypes', or null when nothing was paid (a
 * free order says nothing about payment rather than 'Paid by free').
 */
export function paymentTypeKey(type: string): KnownPaymentType | 'other' | null {
  if (type === 'free' || type === '') return null;
  return (knownTypes as readonly string[]).includes(type) ? (type as KnownPaymentType) : 'other';
}
