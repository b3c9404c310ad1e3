import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Facts } from '@/components/ui/facts';
import { Spinner } from '@/components/ui/spinner';
import { showToast } from '@/lib/toast';
import { type ReviewAsk, ReviewDialog } from './review-dialog';
import { useReview } from './use-review';
import './review-queues.css';

type Decision = 'approve' | 'reject';

type Props<Item extends { id: number }, Input> = {
  /** The queue's key under `queues.` in the fohOffice texts: its heading, empty state, dialog and toasts. */
  kind: 'freezes' | 'documents';
  queue: UseQueryResult<Item[]>;
  decide: UseMutationResult<unknown, Error, Input>;
  /** Whose request it is: the row's heading, and what the buttons and toasts name. */
  nameOf: (item: Item) => string;
  /** The row's facts, as `Fact`s. */
  facts: (item: Item) => ReactNode;
  /** The dialog's sentence of what is being decided. */
  describe: (item: Item) => string;
  /** What an approval asks for besides a yes, and what it starts with. */
  approveAsks: Extract<ReviewAsk, 'confirm' | 'expiry'>;
  initialApproval?: () => string;
  /** The call's input for a decision and the dialog's value (a reason, or a last valid day). */
  inputOf: (item: Item, decision: Decision, value: string) => Input;
};

/**
 * A queue of requests waiting for staff: each row's facts, then approve or reject through a dialog that
 * asks what the decision needs; focus returns to the queue's heading once the row has gone.
 */
export function ReviewQueue<Item extends { id: number }, Input>(props: Props<Item, Input>) {
  const { t } = useTranslation('fohOffice');
  const { kind, queue, decide, nameOf } = props;
  const review = useReview<Item, Decision>();
  const open = review.open;
  const headingId = `${kind}-queue-heading`;
  const texts = `queues.${kind}`;
  const ofName = (item: Item) => (
    <span className="visually-hidden"> {t(`${texts}.of`, { name: nameOf(item) })}</span>
  );
  return (
    <section className="review-queue" aria-labelledby={headingId}>
      <h2 id={headingId} ref={review.heading} tabIndex={-1}>
        {t(`${texts}.heading`)}
      </h2>
      {queue.isPending ? <Spinner label={t('queues.loading')} /> : null}
      {queue.isError ? (
        <ErrorState
          headingLevel={3}
          heading={t(`${texts}.loadError`)}
          onRetry={() => void queue.refetch()}
          retrying={queue.isFetching}
        />
      ) : null}
      {queue.data?.length === 0 ? <EmptyState headingLevel={3} heading={t(`${texts}.empty`)} /> : null}
      {queue.data && queue.data.length > 0 ? (
        <ul className="review-queue__list" aria-label={t(`${texts}.listLabel`)}>
          {queue.data.map((item) => (
            <li key={item.id} className="review-item" aria-labelledby={`${kind}-${item.id}`}>
              <h3 id={`${kind}-${item.id}`} className="review-item__name">
                {nameOf(item)}
              </h3>
              <Facts>{props.facts(item)}</Facts>
              <div className="review-item__actions">
                <Button onClick={() => review.start(item, 'approve')}>
                  {t('queues.approve')}
                  {ofName(item)}
                </Button>
                <Button variant="secondary" onClick={() => review.start(item, 'reject')}>
                  {t('queues.reject')}
                  {ofName(item)}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {open ? (
        <ReviewDialog
          title={t(`${texts}.${open.decision}Title`)}
          description={props.describe(open.item)}
          confirmLabel={t(`${texts}.${open.decision}Confirm`)}
          ask={open.decision === 'reject' ? 'reason' : props.approveAsks}
          initialValue={open.decision === 'approve' ? props.initialApproval?.() : ''}
          danger={open.decision === 'reject'}
          busy={decide.isPending}
          returnFocusTo={review.returnFocusTo}
          onClose={review.cancel}
          onConfirm={async (value) => {
            await decide.mutateAsync(props.inputOf(open.item, open.decision, value));
            showToast({
              type: 'success',
              content: t(`${texts}.${open.decision === 'approve' ? 'approved' : 'rejected'}`, {
                name: nameOf(open.item),
              }),
            });
            review.done();
          }}
        />
      ) : null}
    </section>
  );
}
