import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { HttpError } from '@/lib/http';
import { useCancelBooking } from '../api/cancel-booking';
import './bookings.css';
import { BookingDetails, type ListedBooking } from './booking-details';

type Props = { booking: ListedBooking; onClose: () => void };

/** Spec part 1 §4: details, then 'Cancelling Booking...', then Cancelled or the server's message. */
export function CancelBookingModal({ booking, onClose }: Props) {
  const { t } = useTranslation('account');
  const cancel = useCancelBooking();
  const credit =
    booking.awardsCredit?.message ??
    t(booking.awardsCredit?.canBeAwarded ? 'bookings.cancel.creditAwarded' : 'bookings.cancel.noCredit');
  const errorText =
    cancel.error instanceof HttpError
      ? (cancel.error.serverMessage ?? cancel.error.message)
      : t('bookings.cancel.notCancelled');

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !cancel.isPending && onClose()}
      title={`${t('bookings.cancel.title')}: ${booking.name}`}
      hideClose={cancel.isPending}
    >
      {cancel.isIdle ? (
        <>
          <BookingDetails booking={booking} />
          <p>{credit}</p>
          {booking.lateCancellationFee ? (
            <p className="cancel-booking__fee">
              {t('lateFee.notice', { fee: booking.lateCancellationFee.formatted })}
            </p>
          ) : null}
          <div className="cancel-booking__actions">
            <Button variant="secondary" onClick={onClose}>
              {t('bookings.cancel.keep')}
            </Button>
            <Button onClick={() => cancel.mutate(booking)}>{t('bookings.cancel.confirm')}</Button>
          </div>
        </>
      ) : null}
      {cancel.isPending ? <p role="status">{t('bookings.cancel.cancelling')}</p> : null}
      {cancel.isSuccess ? (
        <div role="status">
          <span className="cancel-booking__badge">{t('bookings.cancel.cancelled')}</span>
          <p>{t('bookings.cancel.success')}</p>
          <p>{credit}</p>
        </div>
      ) : null}
      {cancel.isError ? (
        <>
          <p role="alert">{errorText}</p>
          <Button onClick={onClose}>{t('bookings.cancel.back')}</Button>
        </>
      ) : null}
    </Modal>
  );
}
