import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/date';
import { showToast } from '@/lib/toast';
import { type StaffFreeze, useDecideFreeze, useFreezeQueue } from '../api/freeze-queue';
import { ReviewDialog } from './review-dialog';
import { ReviewFact } from './review-fact';
import { useReview } from './use-review';
import './review-queues.css';

/** Freeze requests waiting for approval: each approved or rejected (with a reason) through a dialog. */
export function FreezeQueue() {
  const { t } = useTranslation('fohOffice');
  const queue = useFreezeQueue();
  const decide = useDecideFreeze();
  const review = useReview<StaffFreeze, 'approve' | 'reject'>();
  const open = review.open;
  return (
    <section className="review-queue" aria-labelledby="freeze-queue-heading">
      <h2 id="freeze-queue-heading" ref={review.heading} tabIndex={-1}>
        {t('queues.freezes.heading')}
      </h2>
      {queue.isPending ? <Spinner label={t('queues.loading')} /> : null}
      {queue.isError ? (
        <ErrorState
          headingLevel={3}
          heading={t('queues.freezes.loadError')}
          onRetry={() => void queue.refetch()}
          retrying={queue.isFetching}
        />
      ) : null}
      {queue.data?.length === 0 ? <EmptyState headingLevel={3} heading={t('queues.freezes.empty')} /> : null}
      {queue.data && queue.data.length > 0 ? (
        <ul className="review-queue__list" aria-label={t('queues.freezes.listLabel')}>
          {queue.data.map((freeze) => (
            <li key={freeze.id} className="review-item" aria-labelledby={`freeze-${freeze.id}`}>
              <h3 id={`freeze-${freeze.id}`} className="review-item__name">
                {freeze.memberName}
              </h3>
              <dl className="review-item__facts">
                <ReviewFact
                  label={t('queues.freezes.membership')}
                  value={`${freeze.membershipName} (${freeze.membershipReference})`}
                />
                <ReviewFact label={t('queues.freezes.reason')} value={freeze.reason} />
                <ReviewFact
                  label={t('queues.freezes.period')}
                  value={t('queues.freezes.periodValue', {
                    from: formatDate(freeze.activeFrom, 'entry'),
                    to: formatDate(freeze.endsOn, 'entry'),
                    count: freeze.months,
                  })}
                />
                <ReviewFact
                  label={t('queues.requestedAt')}
                  value={formatDate(freeze.requestedAt, 'guestPass')}
                />
                <ReviewFact
                  label={t('queues.freezes.proof')}
                  value={
                    freeze.hasProof
                      ? (freeze.proofDocumentType ?? t('queues.freezes.proofGiven'))
                      : t('queues.freezes.noProof')
                  }
                />
              </dl>
              <div className="review-item__actions">
                <Button onClick={() => review.start(freeze, 'approve')}>
                  {t('queues.approve')}
                  <span className="visually-hidden">
                    {' '}
                    {t('queues.freezes.of', { name: freeze.memberName })}
                  </span>
                </Button>
                <Button variant="secondary" onClick={() => review.start(freeze, 'reject')}>
                  {t('queues.reject')}
                  <span className="visually-hidden">
                    {' '}
                    {t('queues.freezes.of', { name: freeze.memberName })}
                  </span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {open ? (
        <ReviewDialog
          title={t(`queues.freezes.${open.decision}Title`)}
          description={t('queues.freezes.describe', {
            name: open.item.memberName,
            membership: open.item.membershipName,
            from: formatDate(open.item.activeFrom, 'entry'),
            to: formatDate(open.item.endsOn, 'entry'),
          })}
          confirmLabel={t(`queues.freezes.${open.decision}Confirm`)}
          ask={open.decision === 'reject' ? 'reason' : 'confirm'}
          danger={open.decision === 'reject'}
          busy={decide.isPending}
          returnFocusTo={review.returnFocusTo}
          onClose={review.cancel}
          onConfirm={async (reason) => {
            await decide.mutateAsync(
              open.decision === 'reject'
                ? { id: open.item.id, decision: 'reject', reason }
                : { id: open.item.id, decision: 'approve' },
            );
            showToast({
              type: 'success',
              content: t(`queues.freezes.${open.decision === 'approve' ? 'approved' : 'rejected'}`, {
                name: open.item.memberName,
              }),
            });
            review.done();
          }}
        />
      ) : null}
    </section>
  );
}
