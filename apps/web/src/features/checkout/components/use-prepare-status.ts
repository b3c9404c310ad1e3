import { type Dispatch, useEffect } from 'react';
import { showToast } from '@/lib/toast';
import type { CheckoutPrepare } from '../api/prepare-checkout';
import type { PaymentEvent, PaymentStatus } from '../lib/payment-status';

type Prepare = { data: CheckoutPrepare | undefined; isFetching: boolean; isError: boolean };

/** Drives idle → preparing → ready from the prepare call; a failed price is 'Could not calculate price.' */
export function usePrepareStatus(
  prepare: Prepare,
  status: PaymentStatus,
  dispatch: Dispatch<PaymentEvent>,
  priceError: string,
): void {
  const { isFetching, isError, data } = prepare;
  useEffect(() => {
    if (status === 'idle' || (isFetching && (status === 'ready' || status === 'failed'))) {
      dispatch({ type: 'prepare' });
    } else if (status === 'preparing' && !isFetching && isError) {
      dispatch({ type: 'fail', error: priceError });
      showToast({ type: 'danger', content: priceError });
    } else if (status === 'preparing' && !isFetching && data) {
      dispatch({ type: 'prepared' });
    }
  }, [isFetching, isError, data, status, dispatch, priceError]);
}
