import { type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/date';
import { HttpError } from '@/lib/http';
import {
  type CancelInfo,
  type CancelResult,
  type OutstandingPenalty,
  useCancelInfo,
  useCancelMembership,
  usePayDebtsAndCancel,
} from '../api/cancel-membership';
import type { AccountMembership } from '../api/get-memberships';
import './cancel-membership.css';

type Props = {
  membership: AccountMembership;
  onClose: () => void;
  /** The debts are in the basket: the page closes this and goes to the checkout. */
  onPayDebts: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
};

/** The messages of a refused call: the server's under `membership`, else its message (spec part 2 §8). */
function failureMessages(error: unknown, fallback: string): string[] {
  if (error instanceof HttpError) {
    const messages = error.fieldErrors.membership ?? [];
    if (messages.length > 0) return messages;
    if (error.serverMessage) return [error.serverMessage];
  }
  return [fallback];
}

function Errors({ messages }: { messages: string[] }) {
  return (
    <ul className="cancel-membership__errors" role="alert">
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

function FinalDates({ payment, lastDay }: { payment: string | null; lastDay: string | null }) {
  const { t } = useTranslation('memberships');
  if (payment === null && lastDay === null) return null;
  return (
    <dl className="cancel-membership__dates">
      {payment ? (
        <div className="cancel-membership__date">
          <dt>{t('cancel.finalPaymentDate')}</dt>
          <dd>{payment}</dd>
        </div>
      ) : null}
      {lastDay ? (
        <div className="cancel-membership__date">
          <dt>{t('cancel.finalDay')}</dt>
          <dd>{lastDay}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** What cancelling means for this membership: the notice and its dates, or the end at once of a single payment. */
function Terms({ info }: { info: CancelInfo }) {
  const { t } = useTranslation('memberships');
  if (info.paymentType === 'fixed') return <p className="cancel-membership__text">{t('cancel.fixed')}</p>;
  const recurring = info.recurring;
  return (
    <>
      {recurring?.cancellationNoticeRequired ? (
        <>
          <h3 className="cancel-membership__notice">
            {t('cancel.notice', { n: recurring.cancellationNoticePeriod })}
          </h3>
          <p className="cancel-membership__text">{t('cancel.noticeText')}</p>
        </>
      ) : null}
      <FinalDates
        payment={recurring?.earliestFinalPaymentDate?.fullDate ?? null}
        lastDay={recurring?.earliestFinalDayOfMembership.fullDate ?? null}
      />
    </>
  );
}

function Fee({ fee }: { fee: OutstandingPenalty }) {
  const { t } = useTranslation('memberships');
  const when = fee.session ? `${fee.session.date} ${fee.session.time}` : formatDate(fee.createdAt, 'waiver');
  return (
    <li className="cancel-membership__fee">
      <p className="cancel-membership__fee-heading">
        <span>{fee.description}</span> <span>{fee.feeAmount.formatted}</span>
      </p>
      <dl>
        {fee.venue ? (
          <div>
            <dt>{t('cancel.centre')}</dt> <dd>{fee.venue.name}</dd>
          </div>
        ) : null}
        {fee.session ? (
          <div>
            <dt>{t('cancel.session')}</dt> <dd>{fee.session.name}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('cancel.dateTime')}</dt> <dd>{when}</dd>
        </div>
      </dl>
    </li>
  );
}

/** The debt page: every fee in the way, what they add up to, and paying them at the checkout. */
function Debts({
  info,
  membershipId,
  onPayDebts,
}: {
  info: CancelInfo;
  membershipId: number;
  onPayDebts: () => void;
}) {
  const { t } = useTranslation('memberships');
  const pay = usePayDebtsAndCancel(membershipId);
  return (
    <>
      <h3 className="cancel-membership__notice">{t('cancel.debtsTitle')}</h3>
      <p className="cancel-membership__text">{t('cancel.debtsText')}</p>
      <ul className="cancel-membership__fees" aria-label={t('cancel.debtsLabel')}>
        {info.outstandingPenaltiesDue.map((fee) => (
          <Fee key={fee.id} fee={fee} />
        ))}
      </ul>
      <p className="cancel-membership__total">
        {t('cancel.total', { amount: info.totalOutstanding.formatted })}
      </p>
      <p className="cancel-membership__text">{t('cancel.automatic')}</p>
      {pay.isError ? <Errors messages={failureMessages(pay.error, t('cancel.failed'))} /> : null}
      <div className="cancel-membership__actions">
        <Button
          size="lg"
          block
          busy={pay.isPending}
          disabled={pay.isError}
          onClick={() => {
            if (!pay.isPending) pay.mutate(undefined, { onSuccess: onPayDebts });
          }}
        >
          {t('cancel.payDebts')}
        </Button>
      </div>
    </>
  );
}

/**
 * 'Cancel membership' (spec part 2 §2 Cancel modal, §4 Cancel): the notice and final dates, or a single
 * payment's end at once; with debts, 'Continue' to the debt page and the checkout; refused online, the
 * operator's message and 'Close'. After a 200: 'Membership cancelled' and a red 'Cancelled' badge. The
 * button stays disabled after a success or an error.
 */
export function CancelMembershipModal({ membership, onClose, onPayDebts, returnFocusTo }: Props) {
  const { t } = useTranslation('memberships');
  const info = useCancelInfo(membership.id);
  const cancel = useCancelMembership(membership.id);
  const [page, setPage] = useState<'terms' | 'debts'>('terms');
  const done: CancelResult | undefined = cancel.data;
  const data = info.data;

  const submit = () => {
    if (!data) return;
    if (data.hasOutstandingPenaltiesDue) {
      setPage('debts');
      return;
    }
    if (!cancel.isPending) cancel.mutate();
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={done ? t('cancel.doneTitle') : t('cancel.title')}
      returnFocusTo={returnFocusTo}
    >
      <p className="cancel-membership__name">
        {membership.membershipType.name}{' '}
        {done ? <Badge tone="danger">{t('statuses.cancelled')}</Badge> : null}
      </p>
      <p className="cancel-membership__reference">{t('membershipNo', { reference: membership.reference })}</p>
      {info.isPending ? <Spinner size="sm" label={t('cancel.loading')} /> : null}
      {info.isError ? (
        <ErrorState
          heading={info.error.message}
          headingLevel={3}
          onRetry={() => void info.refetch()}
          retrying={info.isFetching}
        />
      ) : null}
      {done ? (
        <>
          <FinalDates
            payment={done.finalPaymentDate?.fullDate ?? null}
            lastDay={done.finalDayOfMembership.fullDate}
          />
          <div className="cancel-membership__actions">
            <Button variant="danger" size="lg" block disabled>
              {t('cancel.submit')}
            </Button>
            <Button variant="secondary" size="lg" block onClick={onClose}>
              {t('cancel.close')}
            </Button>
          </div>
        </>
      ) : data && !data.allowOnlineMembershipCancellation ? (
        <>
          <h3 className="cancel-membership__notice">{t('cancel.refused')}</h3>
          {data.membershipCancellationRefusalMessage ? (
            <p className="cancel-membership__text">{data.membershipCancellationRefusalMessage}</p>
          ) : null}
          <div className="cancel-membership__actions">
            <Button variant="secondary" size="lg" block onClick={onClose}>
              {t('cancel.close')}
            </Button>
          </div>
        </>
      ) : data && page === 'debts' ? (
        <Debts info={data} membershipId={membership.id} onPayDebts={onPayDebts} />
      ) : data ? (
        <>
          <Terms info={data} />
          {cancel.isError ? <Errors messages={failureMessages(cancel.error, t('cancel.failed'))} /> : null}
          <div className="cancel-membership__actions">
            {data.hasOutstandingPenaltiesDue ? (
              <Button size="lg" block onClick={submit}>
                {t('cancel.continue')}
              </Button>
            ) : (
              <Button
                variant="danger"
                size="lg"
                block
                busy={cancel.isPending}
                disabled={cancel.isError}
                onClick={submit}
              >
                {t('cancel.submit')}
              </Button>
            )}
          </div>
        </>
      ) : null}
    </Modal>
  );
}
