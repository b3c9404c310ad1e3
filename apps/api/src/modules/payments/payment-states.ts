/**
 * A card payment's life (docs/decisions/010-checkout-card-payments-and-recovery.md). Each state says
 * what, if anything, is still owed at the gateway, so a sweep that finds a payment in it after a crash
 * knows the one next step to take:
 *
 *   created ─▶ requires_action ─▶ authorized ─▶ ordered ─▶ captured
 *      │  ╲          │    ▲            │           ╲
 *      │   failed ◀──┘    │            ▼            ▶ reversed (the capture proved impossible)
 *      └──────────────────┴────────▶ voiding ─▶ voided
 *
 * - created, requires_action, failed, authorized: no order; the customer may still pay, or the sweep
 *   completes an authorised one into exactly the order it was quoted for, or releases it.
 * - ordered: the order is committed and the money is owed: capture until the gateway says so.
 * - voiding: written before the gateway is asked to release the card, so a crash between the two
 *   leaves a release still to do, and an order can no longer take the payment.
 */
export const paymentStatuses = [
  'created',
  'requires_action',
  'failed',
  'authorized',
  'ordered',
  'captured',
  'voiding',
  'voided',
  'reversed',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** The states with a step still to take: what the recovery sweep reads (payments_unsettled_idx). */
export const unsettledStatuses = [
  'created',
  'requires_action',
  'failed',
  'authorized',
  'ordered',
  'voiding',
] as const satisfies readonly PaymentStatus[];

/** Before an order: the states the gateway's own word may move a payment between. */
export const beforeOrder = [
  'created',
  'requires_action',
  'failed',
  'authorized',
] as const satisfies readonly PaymentStatus[];

/** Before an order a payment follows the gateway's word, so it may also stay where it is (a re-read). */
const moves: Record<PaymentStatus, readonly PaymentStatus[]> = {
  created: [...beforeOrder, 'voiding'],
  requires_action: [...beforeOrder, 'voiding'],
  failed: [...beforeOrder, 'voiding'],
  authorized: [...beforeOrder, 'ordered', 'voiding'],
  ordered: ['captured', 'reversed'],
  voiding: ['voided'],
  captured: [],
  voided: [],
  reversed: [],
};

export function canMove(from: PaymentStatus, to: PaymentStatus): boolean {
  return moves[from].includes(to);
}

/** The states a payment may be in for a move to `to`: what a compare-and-set update names. */
export function statesBefore(to: PaymentStatus): PaymentStatus[] {
  return paymentStatuses.filter((from) => canMove(from, to));
}

/** How long the sweep waits before trying a payment again after its attempt `n` failed: 15 s doubling, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(3_600_000, 15_000 * 2 ** Math.max(0, Math.min(attempts - 1, 12)));
}

/** Where each step is written down: pino's logger fits, and a test can collect the lines. */
export type PaymentLog = {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
};

export const silentPaymentLog: PaymentLog = { info() {}, warn() {}, error() {} };
