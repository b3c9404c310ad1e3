import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { HttpError } from '@/lib/http';
import { showToast, TOAST_LONG } from '@/lib/toast';
import { type CompleteCheckoutInput, useCompleteCheckout } from '../api/complete-checkout';
import type { CheckoutPrepare } from '../api/prepare-checkout';
import { useStartPayment } from '../api/start-payment';
import { type CardFormMessage, gatewayOrigin } from '../lib/card-form-message';
import { pageCardFormTheme, themedCardFormUrl } from '../lib/card-form-theme';
import { forgetIdempotencyKey, idempotencyKeyFor } from '../lib/idempotency-key';
import { initialPaymentState, isPaymentBusy, paymentReducer } from '../lib/payment-status';
import { useCardFormMessages } from './use-card-form-messages';
import { usePrepareStatus } from './use-prepare-status';
import './payment-step.css';

/** Spec part 1 §9: 'Order completed Successfully.' stays 10 s. */
export const TOAST_DURATION = TOAST_LONG;

type Props = {
  prepare: {
    data: CheckoutPrepare | undefined;
    isFetching: boolean;
    isError: boolean;
    refetch?: () => unknown;
  };
  /** The checkout attempt (basket and credit); its idempotency key is kept across retries. */
  attempt: string;
  creditAmount: number;
  /** Terms agreed and waivers answered. */
  canPay: boolean;
  completeInput: Omit<CompleteCheckoutInput, 'payments' | 'idempotencyKey'>;
  onCompleted: (orderId: number) => void;
};

const completingStatuses = new Set(['requires_capture', 'authorized', 'succeeded']);

/** The payment of spec part 1 §4: card form (with 3-D Secure) or none, then the pay call, at most once. */
export function PaymentStep({ prepare, attempt, creditAmount, canPay, completeInput, onCompleted }: Props) {
  const { t } = useTranslation('bookings');
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(paymentReducer, initialPaymentState);
  const start = useStartPayment();
  const complete = useCompleteCheckout();
  const completingRef = useRef(false);
  usePrepareStatus(prepare, state.status, dispatch, t('checkout.priceError'));

  const paymentRequired = prepare.data?.paymentRequired ?? true;
  const cardFormUrl = state.cardFormUrl ?? prepare.data?.gateway.cardFormUrl ?? null;
  const origins = [
    gatewayOrigin(prepare.data?.gateway.origin ?? null, null, window.location.href),
    gatewayOrigin(null, cardFormUrl, window.location.href),
  ];
  // The sandbox's card form moves itself to the 3-D Secure challenge: a second page in its frame is that challenge.
  const frameLoads = useRef(0);

  async function finish(paymentId: number | null) {
    // A double click or a second 'authorized' message must not pay twice.
    if (completingRef.current) return;
    completingRef.current = true;
    dispatch({ type: 'complete' });
    const payments: CompleteCheckoutInput['payments'] = [
      ...(paymentId ? [{ tenderType: 'card' as const, paymentId }] : []),
      ...(creditAmount > 0 ? [{ tenderType: 'credit' as const, amount: creditAmount }] : []),
    ];
    try {
      const answer = await complete.mutateAsync({
        ...completeInput,
        payments,
        idempotencyKey: idempotencyKeyFor(attempt),
      });
      forgetIdempotencyKey(attempt);
      dispatch({ type: 'completed', orderId: answer.data.orderId });
      showToast({ type: 'success', content: t('checkout.completedToast'), closeAfter: TOAST_DURATION });
      onCompleted(answer.data.orderId);
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
      // An order may have paid fees or spent credit: the account's notices and balances are read again.
      void queryClient.invalidateQueries({ queryKey: ['my-account'] });
      void queryClient.invalidateQueries({ queryKey: ['auth', 'user'] });
    } catch (error) {
      const message =
        error instanceof HttpError && error.serverMessage ? error.serverMessage : t('checkout.failed');
      // A 409 released the payment (the basket changed, a place went): paying again is a new attempt.
      if (error instanceof HttpError && error.status === 409) forgetIdempotencyKey(attempt);
      dispatch({ type: 'fail', error: message });
      const waiverErrors =
        error instanceof HttpError &&
        error.status === 422 &&
        Object.keys(error.fieldErrors).some((field) => field.startsWith('completedWaivers'));
      // Spec part 1 §8: answers that come back with validation messages show the neutral toast.
      if (waiverErrors) {
        showToast({
          type: 'neutral',
          content: t('checkout.waiverAnswersError'),
          validationMessages: (error as HttpError).fieldErrors,
        });
      } else {
        showToast({ type: 'danger', content: message });
      }
    } finally {
      completingRef.current = false;
    }
  }

  async function payByCard() {
    try {
      const payment = await start.mutateAsync({ idempotencyKey: idempotencyKeyFor(attempt), creditAmount });
      frameLoads.current = 0;
      dispatch({ type: 'authorize', paymentId: payment.paymentId, cardFormUrl: payment.cardFormUrl });
      // The same attempt may find a payment the card already authorised (a retry after a failed pay call).
      if (completingStatuses.has(payment.status)) {
        dispatch({ type: 'authorized' });
        await finish(payment.paymentId);
      }
    } catch (error) {
      const message =
        error instanceof HttpError ? (error.serverMessage ?? error.message) : t('checkout.failed');
      if (error instanceof HttpError && error.status === 409) forgetIdempotencyKey(attempt);
      dispatch({ type: 'fail', error: message });
      showToast({ type: 'danger', content: message });
    }
  }

  useCardFormMessages(origins, (message: CardFormMessage) => {
    if (message.kind === 'authorized') {
      dispatch({ type: 'authorized' });
      void finish(state.paymentId);
    } else if (message.kind === 'challenge') {
      dispatch({
        type: 'scaRequired',
        challengeUrl: new URL(message.challengeUrl, new URL(state.cardFormUrl ?? '', window.location.href))
          .href,
      });
    } else {
      dispatch({ type: 'fail', error: message.message ?? t('checkout.failed') });
    }
  });

  const busy = isPaymentBusy(state.status) || start.isPending || complete.isPending;
  const amount = prepare.data?.amountDue.formatted ?? '';
  const showCardForm =
    state.cardFormUrl &&
    ['authorizing', 'sca_required', 'sca_processing', 'authorized'].includes(state.status);
  // After a failure the error's 'Try again' is the way on: a disabled pay button beside it only confuses.
  const failedWithError = state.status === 'failed' && Boolean(state.error);
  // The frame shows the venue's font and colours: the gateway checks each value it is given.
  const cardFormSrc = useMemo(
    () =>
      state.cardFormUrl
        ? themedCardFormUrl(state.cardFormUrl, pageCardFormTheme(), window.location.href)
        : undefined,
    [state.cardFormUrl],
  );

  return (
    <section aria-labelledby="payment-heading" className="payment-step" data-status={state.status}>
      <h2 id="payment-heading">{t('checkout.payment')}</h2>
      <p aria-live="polite" className="payment-step__status">
        {state.status === 'preparing' ? t('checkout.preparing') : null}
        {state.status === 'authorizing' ? t('checkout.authorizing') : null}
        {state.status === 'sca_required' ? t('checkout.scaRequired') : null}
        {state.status === 'sca_processing' ? t('checkout.scaProcessing') : null}
        {state.status === 'authorized' ? t('checkout.authorized') : null}
        {state.status === 'completing' ? t('checkout.completing') : null}
      </p>
      {failedWithError ? (
        <div className="payment-step__error">
          <ErrorState
            heading={t('checkout.paymentFailed')}
            headingLevel={3}
            retryLabel={t('checkout.tryAgain')}
            onRetry={() => {
              dispatch({ type: 'clearAuthentication' });
              // A price that could not be calculated is asked for again.
              if (prepare.isError) void prepare.refetch?.();
            }}
          >
            <p>{state.error}</p>
          </ErrorState>
        </div>
      ) : null}
      {prepare.data && paymentRequired ? (
        <p>
          {t('checkout.amountDue')}: <strong>{amount}</strong>
        </p>
      ) : null}
      {showCardForm ? (
        <iframe
          className="payment-step__card-form"
          title={t('checkout.cardForm')}
          src={cardFormSrc}
          onLoad={() => {
            frameLoads.current += 1;
            if (frameLoads.current > 1 && state.status === 'authorizing') {
              dispatch({ type: 'scaRequired', challengeUrl: null });
              dispatch({ type: 'scaStarted' });
            }
          }}
        />
      ) : null}
      {state.status === 'completing' ? <Spinner label={t('checkout.completing')} /> : null}
      {/* While the card form is shown its own button (named with the amount) is the one pay button. */}
      {paymentRequired && (showCardForm || failedWithError) ? null : paymentRequired ? (
        <Button
          size="lg"
          disabled={!canPay || busy || state.status !== 'ready' || !prepare.data}
          onClick={() => void payByCard()}
        >
          {amount ? t('checkout.pay', { amount }) : t('checkout.payNow')}
        </Button>
      ) : (
        <Button
          size="lg"
          disabled={!canPay || busy || state.status !== 'ready' || !prepare.data}
          onClick={() => void finish(null)}
        >
          {t('checkout.completeBooking')}
        </Button>
      )}
      <Modal
        open={state.challengeUrl !== null}
        onOpenChange={(open) => {
          if (!open) dispatch({ type: 'clearAuthentication' });
        }}
        title={t('checkout.challenge')}
      >
        {state.challengeUrl ? (
          <iframe
            className="payment-step__challenge"
            title={t('checkout.challenge')}
            src={state.challengeUrl}
            onLoad={() => dispatch({ type: 'scaStarted' })}
          />
        ) : null}
      </Modal>
    </section>
  );
}
