import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Modal } from '@/components/ui/modal';
import { OperatorHtml } from '@/components/ui/operator-html';
import { Spinner } from '@/components/ui/spinner';
import { HttpError } from '@/lib/http';
import { type RenewalDetails, useRenewalDetails } from '../api/get-renewal-details';
import { useRenewMembership } from '../api/renew-membership';
import './memberships.css';

type Props = {
  membershipId: number;
  onClose: () => void;
  /** The renewal is in the basket: the page closes this and goes to the checkout. */
  onAdded: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
};

function Details({ renewal }: { renewal: RenewalDetails }) {
  const { t } = useTranslation('memberships');
  const rows: [string, string][] = [
    [t('renew.access'), renewal.access],
    [t('renew.benefits'), renewal.benefits.join(', ')],
    [t('renew.duration'), renewal.duration],
    [t('renew.startDate'), renewal.startDate.fullDatePretty],
    [t('renew.endDate'), renewal.endDate.fullDatePretty],
  ];
  return (
    <>
      <h3 className="renew-membership__name">{renewal.name}</h3>
      <p className="renew-membership__reference">{t('membershipNo', { reference: renewal.reference })}</p>
      <dl className="renew-membership__facts">
        {rows
          .filter(([, value]) => value !== '')
          .map(([label, value]) => (
            <div key={label} className="renew-membership__fact">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {renewal.description ? (
        <OperatorHtml html={renewal.description} className="renew-membership__description" />
      ) : null}
      <dl className="renew-membership__facts renew-membership__costs">
        <div className="renew-membership__fact">
          <dt>{t('renew.price')}</dt>
          <dd>{renewal.price.formatted}</dd>
        </div>
        {renewal.joiningFee ? (
          <div className="renew-membership__fact">
            <dt>{t('renew.joiningFee')}</dt>
            <dd>{renewal.joiningFee.formatted}</dd>
          </div>
        ) : null}
      </dl>
      <p className="renew-membership__total">{t('renew.total', { amount: renewal.totalCost.formatted })}</p>
    </>
  );
}

/** The messages of a refused renewal: the server's under `membership` (422), else the spec's sentence. */
function failureMessages(error: unknown, fallback: string): string[] {
  if (error instanceof HttpError && error.status === 422) {
    const messages = error.fieldErrors.membership ?? [];
    if (messages.length > 0) return messages;
  }
  return [fallback];
}

/**
 * 'Renew membership' (spec part 2 §2, §4 Renew, §8): the renewal's details, then 'Renew membership' puts
 * it in the basket. A membership not found says 'No membership found'; a server error is the error panel.
 */
export function RenewMembershipModal({ membershipId, onClose, onAdded, returnFocusTo }: Props) {
  const { t } = useTranslation('memberships');
  const renewal = useRenewalDetails(membershipId);
  const renew = useRenewMembership(membershipId);
  const notFound = renewal.error instanceof HttpError && renewal.error.status === 404;

  const add = () => {
    if (renew.isPending) return;
    renew.mutate(undefined, { onSuccess: onAdded });
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('renew.title')}
      returnFocusTo={returnFocusTo}
    >
      {renewal.isPending ? <Spinner size="sm" label={t('renew.loading')} /> : null}
      {notFound ? (
        <p className="renew-membership__not-found" role="alert">
          {t('renew.notFound')}
        </p>
      ) : renewal.isError ? (
        <ErrorState
          heading={renewal.error.message}
          headingLevel={3}
          onRetry={() => void renewal.refetch()}
          retrying={renewal.isFetching}
        />
      ) : null}
      {renewal.data ? (
        <>
          <Details renewal={renewal.data} />
          {renew.isError ? (
            <ul className="renew-membership__errors" role="alert">
              {failureMessages(renew.error, t('renew.failed')).map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : null}
          <div className="renew-membership__actions">
            <Button size="lg" block busy={renew.isPending} onClick={add}>
              {renew.isPending ? t('renew.submitting') : t('renew.submit')}
            </Button>
          </div>
        </>
      ) : null}
    </Modal>
  );
}
