import type { OfflinePayment, TenderType } from '@leisure/contracts/cart';

/** Tenders whose newer amount replaces the older one (spec part 1 §4). */
const replacedByType: ReadonlySet<TenderType> = new Set<TenderType>(['cash', 'credit']);

/**
 * Spec part 1 §4: a cash or credit tender replaces an earlier one of the same type, and a
 * non-positive amount removes it. Other tenders (vouchers, cheques) add up as separate lines.
 */
export function applyTender(payments: readonly OfflinePayment[], tender: OfflinePayment): OfflinePayment[] {
  if (!replacedByType.has(tender.tenderType)) {
    return tender.amount > 0 ? [...payments, tender] : [...payments];
  }
  const others = payments.filter((payment) => payment.tenderType !== tender.tenderType);
  return tender.amount > 0 ? [...others, tender] : others;
}

/** Spec part 1 §4: removing a cart item keeps only the credit payments. */
export function paymentsAfterItemRemoved(payments: readonly OfflinePayment[]): OfflinePayment[] {
  return payments.filter((payment) => payment.tenderType === 'credit');
}

/** Spec part 1 §4: syncing offline payments replaces the credit payments with the server's. */
export function syncCreditPayments(
  local: readonly OfflinePayment[],
  server: readonly OfflinePayment[],
): OfflinePayment[] {
  return [
    ...local.filter((payment) => payment.tenderType !== 'credit'),
    ...server.filter((payment) => payment.tenderType === 'credit'),
  ];
}

/** Credit put against the basket, in minor units. */
export function creditAmount(payments: readonly OfflinePayment[]): number {
  return payments
    .filter((payment) => payment.tenderType === 'credit')
    .reduce((sum, payment) => sum + payment.amount, 0);
}
