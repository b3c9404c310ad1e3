import { describe, expect, it } from 'vitest';
import {
  initialPaymentState,
  isPaymentBusy,
  type PaymentEvent,
  type PaymentState,
  paymentReducer,
} from './payment-status';

const run = (events: PaymentEvent[], from: PaymentState = initialPaymentState) =>
  events.reduce(paymentReducer, from);

const toReady: PaymentEvent[] = [{ type: 'prepare' }, { type: 'prepared' }];
const authorize: PaymentEvent = { type: 'authorize', paymentId: 7, cardFormUrl: 'https://pay.test/form' };

describe('paymentReducer (spec part 1 §4)', () => {
  it('goes idle → preparing → ready → authorizing → authorized → completing → completed', () => {
    const seen: string[] = [];
    let state = initialPaymentState;
    for (const event of [
      ...toReady,
      authorize,
      { type: 'authorized' },
      { type: 'complete' },
      { type: 'completed', orderId: 42 },
    ] satisfies PaymentEvent[]) {
      state = paymentReducer(state, event);
      seen.push(state.status);
    }
    expect(seen).toEqual(['preparing', 'ready', 'authorizing', 'authorized', 'completing', 'completed']);
    expect(state.orderId).toBe(42);
    expect(state.paymentId).toBe(7);
  });

  it('passes through sca_required and sca_processing for a 3-D Secure challenge', () => {
    const challenged = run([
      ...toReady,
      authorize,
      { type: 'scaRequired', challengeUrl: 'https://pay.test/3ds' },
    ]);
    expect(challenged.status).toBe('sca_required');
    expect(challenged.challengeUrl).toBe('https://pay.test/3ds');
    const processing = paymentReducer(challenged, { type: 'scaStarted' });
    expect(processing.status).toBe('sca_processing');
    const authorized = paymentReducer(processing, { type: 'authorized' });
    expect(authorized.status).toBe('authorized');
    expect(authorized.challengeUrl).toBeNull();
  });

  it("takes a challenge shown in the card form's own frame (no address of its own)", () => {
    const inFrame = run([
      ...toReady,
      authorize,
      { type: 'scaRequired', challengeUrl: null },
      { type: 'scaStarted' },
    ]);
    expect(inFrame).toMatchObject({ status: 'sca_processing', challengeUrl: null });
  });

  it('completes a basket with nothing to pay straight from ready', () => {
    expect(run([...toReady, { type: 'complete' }]).status).toBe('completing');
  });

  it('keeps the previous error when a failure brings none of its own', () => {
    const first = run([...toReady, authorize, { type: 'fail', error: 'Your card was declined.' }]);
    expect(first).toMatchObject({ status: 'failed', error: 'Your card was declined.' });
    const retried = run([{ type: 'clearAuthentication' }, authorize, { type: 'fail' }], first);
    expect(retried).toMatchObject({ status: 'failed', error: 'Your card was declined.' });
  });

  it('returns to ready when the card-authentication data is cleared', () => {
    const cleared = run([...toReady, authorize, { type: 'clearAuthentication' }]);
    expect(cleared).toMatchObject({
      status: 'ready',
      paymentId: null,
      cardFormUrl: null,
      challengeUrl: null,
    });
  });

  it('ignores events that do not belong to the current state', () => {
    const ready = run(toReady);
    expect(paymentReducer(ready, { type: 'authorized' })).toBe(ready);
    expect(paymentReducer(ready, { type: 'completed', orderId: 1 })).toBe(ready);
    const completing = run([{ type: 'complete' }], ready);
    expect(paymentReducer(completing, { type: 'complete' })).toBe(completing);
  });

  it('marks the in-flight states busy so a second click does nothing', () => {
    expect(isPaymentBusy('completing')).toBe(true);
    expect(isPaymentBusy('authorizing')).toBe(true);
    expect(isPaymentBusy('ready')).toBe(false);
    expect(isPaymentBusy('failed')).toBe(false);
  });
});
