import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { HttpError } from '@/lib/http';
import { useCancelBookingBundle } from '../api/cancel-booking-bundle';
import type { BookingBundle } from '../api/get-booking-bundle';

type Props = {
  bundle: BookingBundle;
  bundleId: string;
  /** The bundle is being (re)loaded: its facts may be about to change, so nothing is started meanwhile. */
  loading: boolean;
};

/**
 * Spec part 2 §2 and §4: 'Cancel course' (danger), confirmed in a dialog that names the credit; once
 * cancelled a message takes the button's place; an active course whose window has closed says so.
 */
export function CourseCancel({ bundle, bundleId, loading }: Props) {
  const { t } = useTranslation('account');
  const cancel = useCancelBookingBundle(bundleId);
  const [confirming, setConfirming] = useState(false);
  const cancelledRef = useRef<HTMLParagraphElement>(null);
  const cancelled = bundle.status === 'cancelled';

  // The button the customer pressed is gone: take focus to the message that replaced it.
  useEffect(() => {
    if (cancel.isSuccess && cancelled) cancelledRef.current?.focus();
  }, [cancel.isSuccess, cancelled]);

  if (cancelled) {
    return (
      <p className="course-cancel__done" role="status" tabIndex={-1} ref={cancelledRef}>
        {t('course.cancelled')}
      </p>
    );
  }

  const credit = bundle.cancellation.creditAmount;
  const description =
    credit > 0
      ? t('course.confirmText', { credit: bundle.cancellation.creditFormatted })
      : t('course.confirmNoCredit');
  const errorText =
    cancel.error instanceof HttpError
      ? (cancel.error.serverMessage ?? cancel.error.message)
      : t('course.cancelError');

  return (
    <div className="course-cancel">
      {cancel.isError ? <p role="alert">{errorText}</p> : null}
      {bundle.cancellation.canCancel ? null : (
        <p className="course-cancel__closed">{t('course.windowClosed')}</p>
      )}
      <Button
        size="lg"
        variant="danger"
        disabled={!bundle.cancellation.canCancel || loading || cancel.isPending}
        aria-busy={cancel.isPending || undefined}
        onClick={() => setConfirming(true)}
      >
        {cancel.isPending ? t('course.cancelling') : t('course.cancel')}
      </Button>
      <Modal
        open={confirming}
        onOpenChange={setConfirming}
        title={t('course.confirmTitle')}
        description={description}
        hideClose
      >
        <div className="course-cancel__actions">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('course.goBack')}
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              setConfirming(false);
              cancel.mutate();
            }}
          >
            {t('course.confirm')}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
