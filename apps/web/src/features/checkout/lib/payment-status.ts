/** Spec part 1 §4: the payment status, with exactly these states. */
export type PaymentStatus =
  | 'idle'
  | 'preparing'
  | 'ready'
  | 'authorizing'
  | 'authorized'
  | 'sca_required'
  | 'sca_processing'
  | 'completing'
  | 'completed'
  | 'failed';

export type PaymentState = {
  status: PaymentStatus;
  /** The last error, shown while failed; a failure without words of its own keeps it (spec part 1 §4). */
  error: string | null;
  /** The card payment started at the gateway, once there is one. */
  paymentId: number | null;
  cardFormUrl: string | null;
  /** The 3-D Secure challenge page, while one is asked for. */
  challengeUrl: string | null;
  orderId: number | null;
};

export type PaymentEvent =
  | { type: 'prepare' }
  | { type: 'prepared' }
  | { type: 'authorize'; paymentId: number; cardFormUrl: string | null }
  | { type: 'authorized' }
  /** challengeUrl null: the challenge shows inside the card form's own frame (the sandbox navigates it there). */
  | { type: 'scaRequired'; challengeUrl: string | null }
  | { type: 'scaStarted' }
  | { type: 'complete' }
  | { type: 'completed'; orderId: number }
  | { type: 'fail'; error?: string | null }
  | { type: 'clearAuthentication' };

export const initialPaymentState: PaymentState = {
  status: 'idle',
  error: null,
  paymentId: null,
  cardFormUrl: null,
  challengeUrl: null,
  orderId: null,
};

/** Where each event may come from; any other pairing leaves the state as it is. */
const allowedFrom: Record<PaymentEvent['type'], readonly PaymentStatus[]> = {
  prepare: ['idle', 'ready', 'failed'],
  prepared: ['preparing'],
  authorize: ['ready', 'failed', 'authorizing'],
  authorized: ['authorizing', 'sca_required', 'sca_processing'],
  scaRequired: ['authorizing'],
  scaStarted: ['sca_required'],
  // 'ready' completes a basket that costs nothing after credit: there is no card to authorise.
  complete: ['ready', 'authorized'],
  completed: ['completing'],
  fail: ['preparing', 'ready', 'authorizing', 'authorized', 'sca_required', 'sca_processing', 'completing'],
  clearAuthentication: ['authorizing', 'authorized', 'sca_required', 'sca_processing', 'failed'],
};

export function paymentReducer(state: PaymentState, event: PaymentEvent): PaymentState {
  if (!allowedFrom[event.type].includes(state.status)) return state;
  switch (event.type) {
    case 'prepare':
      return { ...state, status: 'preparing' };
    case 'prepared':
      return { ...state, status: 'ready' };
    case 'authorize':
      return {
        ...state,
        status: 'authorizing',
        paymentId: event.paymentId,
        cardFormUrl: event.cardFormUrl,
        challengeUrl: null,
      };
    case 'authorized':
      return { ...state, status: 'authorized', challengeUrl: null };
    case 'scaRequired':
      return { ...state, status: 'sca_required', challengeUrl: event.challengeUrl };
    case 'scaStarted':
      return { ...state, status: 'sca_processing' };
    case 'complete':
      return { ...state, status: 'completing' };
    case 'completed':
      return { ...state, status: 'completed', orderId: event.orderId };
    case 'fail':
      return { ...state, status: 'failed', challengeUrl: null, error: event.error ?? state.error };
    case 'clearAuthentication':
      return { ...state, status: 'ready', paymentId: null, cardFormUrl: null, challengeUrl: null };
  }
}

/** While these last, the Pay button is disabled and a second click does nothing. */
export function isPaymentBusy(status: PaymentStatus): boolean {
  return ['preparing', 'authorizing', 'sca_required', 'sca_processing', 'authorized', 'completing'].includes(
    status,
  );
}
