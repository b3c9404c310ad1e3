import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { HttpError } from '@/lib/http';
import type { WaitlistEntry } from '../api/get-waitlist';
import { useLeaveWaitlist } from '../api/leave-waitlist';
import { WaitlistEntryDetails } from './waitlist-entry-details';
import './waitlists.css';

type Props = { entry: WaitlistEntry; customerId: number | undefined; onClose: () => void };

/** Spec part 1 §4: details, then 'Removing...', then a 'Removed' badge or the server's message. */
export function LeaveWaitlistModal({ entry, customerId, onClose }: Props) {
  const { t } = useTranslation('account');
  const leave = useLeaveWaitlist();
  const errorText =
    leave.error instanceof HttpError
      ? (leave.error.serverMessage ?? leave.error.message)
      : t('waitlist.leave.notLeft');

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !leave.isPending && onClose()}
      title={`${t('waitlist.leave.title')}: ${entry.waitlistable.name}`}
      hideClose={leave.isPending}
    >
      {leave.isIdle ? (
        <>
          <WaitlistEntryDetails entry={entry} customerId={customerId} />
          <p>{t('waitlist.leave.intro')}</p>
          <div className="waitlist-actions">
            <Button variant="secondary" onClick={onClose}>
              {t('waitlist.leave.keep')}
            </Button>
            <Button onClick={() => leave.mutate(entry.id)}>{t('waitlist.leave.confirm')}</Button>
          </div>
        </>
      ) : null}
      {leave.isPending ? <p role="status">{t('waitlist.leave.removing')}</p> : null}
      {leave.isSuccess ? (
        <>
          <div role="status">
            <span className="waitlist-badge waitlist-badge--removed">{t('waitlist.leave.removed')}</span>
            <p>{leave.data.message ?? t('waitlist.leave.success')}</p>
          </div>
          <Button onClick={onClose}>{t('waitlist.leave.done')}</Button>
        </>
      ) : null}
      {leave.isError ? (
        <>
          <p role="alert">{errorText}</p>
          <Button onClick={onClose}>{t('waitlist.leave.back')}</Button>
        </>
      ) : null}
    </Modal>
  );
}
