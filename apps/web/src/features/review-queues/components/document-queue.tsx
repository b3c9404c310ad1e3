import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/date';
import { showToast } from '@/lib/toast';
import { type ReviewedDocument, useDecideDocument, useDocumentQueue } from '../api/document-queue';
import { defaultExpiry, documentFileHref } from '../lib/review-rules';
import { ReviewDialog } from './review-dialog';
import { ReviewFact } from './review-fact';
import { useReview } from './use-review';
import './review-queues.css';

const kilobytes = (bytes: number) => Math.max(1, Math.round(bytes / 1024));

/** Eligibility documents waiting for review: the file opened through the staff route, then approved or rejected. */
export function DocumentQueue() {
  const { t } = useTranslation('fohOffice');
  const queue = useDocumentQueue();
  const decide = useDecideDocument();
  const review = useReview<ReviewedDocument, 'approve' | 'reject'>();
  const open = review.open;
  return (
    <section className="review-queue" aria-labelledby="document-queue-heading">
      <h2 id="document-queue-heading" ref={review.heading} tabIndex={-1}>
        {t('queues.documents.heading')}
      </h2>
      {queue.isPending ? <Spinner label={t('queues.loading')} /> : null}
      {queue.isError ? (
        <ErrorState
          headingLevel={3}
          heading={t('queues.documents.loadError')}
          onRetry={() => void queue.refetch()}
          retrying={queue.isFetching}
        />
      ) : null}
      {queue.data?.length === 0 ? (
        <EmptyState headingLevel={3} heading={t('queues.documents.empty')} />
      ) : null}
      {queue.data && queue.data.length > 0 ? (
        <ul className="review-queue__list" aria-label={t('queues.documents.listLabel')}>
          {queue.data.map((document) => (
            <li key={document.id} className="review-item" aria-labelledby={`document-${document.id}`}>
              <h3 id={`document-${document.id}`} className="review-item__name">
                {document.customer.name}
              </h3>
              <dl className="review-item__facts">
                <ReviewFact label={t('queues.documents.reference')} value={document.customer.reference} />
                <ReviewFact label={t('queues.documents.type')} value={document.type.name} />
                <ReviewFact
                  label={t('queues.documents.membership')}
                  value={
                    document.membership
                      ? `${document.membership.name} (${document.membership.reference})`
                      : t('queues.documents.noMembership')
                  }
                />
                <ReviewFact
                  label={t('queues.uploadedAt')}
                  value={formatDate(document.uploadedAt, 'guestPass')}
                />
                <ReviewFact
                  label={t('queues.documents.file')}
                  value={
                    // A document recorded without its upload (the demo's) has no file to open.
                    document.sizeBytes === null ? (
                      t('queues.documents.noFile')
                    ) : (
                      <a href={documentFileHref(document.id)} download>
                        {t('queues.documents.open')}
                        <span className="visually-hidden">
                          {' '}
                          {t('queues.documents.of', { name: document.customer.name })}
                        </span>
                        {` (${document.contentType ?? ''}, ${t('queues.documents.size', { kb: kilobytes(document.sizeBytes) })})`}
                      </a>
                    )
                  }
                />
              </dl>
              <div className="review-item__actions">
                <Button onClick={() => review.start(document, 'approve')}>
                  {t('queues.approve')}
                  <span className="visually-hidden">
                    {' '}
                    {t('queues.documents.of', { name: document.customer.name })}
                  </span>
                </Button>
                <Button variant="secondary" onClick={() => review.start(document, 'reject')}>
                  {t('queues.reject')}
                  <span className="visually-hidden">
                    {' '}
                    {t('queues.documents.of', { name: document.customer.name })}
                  </span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {open ? (
        <ReviewDialog
          title={t(`queues.documents.${open.decision}Title`)}
          description={t('queues.documents.describe', {
            name: open.item.customer.name,
            type: open.item.type.name,
          })}
          confirmLabel={t(`queues.documents.${open.decision}Confirm`)}
          ask={open.decision === 'reject' ? 'reason' : 'expiry'}
          initialValue={open.decision === 'approve' ? defaultExpiry(new Date()) : ''}
          danger={open.decision === 'reject'}
          busy={decide.isPending}
          returnFocusTo={review.returnFocusTo}
          onClose={review.cancel}
          onConfirm={async (value) => {
            await decide.mutateAsync(
              open.decision === 'reject'
                ? { id: open.item.id, decision: 'reject', reason: value }
                : { id: open.item.id, decision: 'approve', expiresOn: value },
            );
            showToast({
              type: 'success',
              content: t(`queues.documents.${open.decision === 'approve' ? 'approved' : 'rejected'}`, {
                name: open.item.customer.name,
              }),
            });
            review.done();
          }}
        />
      ) : null}
    </section>
  );
}
