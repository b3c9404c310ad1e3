import type { RenewalDetails } from '@leisure/contracts/memberships';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import './dates-step.css';

/** The renewal chosen (spec part 2 §3 Renewal details): its name, access, length, price and joining fee. */
export function RenewalSummary({ renewal }: { renewal: RenewalDetails }) {
  const { t } = useTranslation('joining');
  return (
    <dl className="dates-step__list">
      <div>
        <dt>{t('renew.name')}</dt>
        <dd>{renewal.name}</dd>
      </div>
      <div>
        <dt>{t('renew.access')}</dt>
        <dd>{renewal.access}</dd>
      </div>
      <div>
        <dt>{t('renew.duration')}</dt>
        <dd>{renewal.duration}</dd>
      </div>
      <div>
        <dt>{t('renew.price')}</dt>
        <dd>{renewal.price.formatted}</dd>
      </div>
      {renewal.joiningFee ? (
        <div>
          <dt>{t('renew.joiningFee')}</dt>
          <dd>{renewal.joiningFee.formatted}</dd>
        </div>
      ) : null}
    </dl>
  );
}

type ReviewProps = {
  renewal: RenewalDetails;
  termsSlot?: ReactNode;
  termsAccepted: boolean;
  sending: boolean;
  /** The server's messages under `membership`, or the renewal's own failure. */
  errors: string[];
  onContinue: () => void;
};

/**
 * The renewal's dates (review) step: its start and end, not to be chosen (a renewal starts the day after
 * the current membership ends), what is paid now, then the terms and Continue into the basket.
 */
export function RenewalReview({
  renewal,
  termsSlot,
  termsAccepted,
  sending,
  errors,
  onContinue,
}: ReviewProps) {
  const { t } = useTranslation('joining');
  return (
    <div className="dates-step">
      <dl className="dates-step__list">
        <div>
          <dt>{t('dates.selection.startDate')}</dt>
          <dd>{renewal.startDate.fullDatePretty}</dd>
        </div>
        <div>
          <dt>{t('renew.endDate')}</dt>
          <dd>{renewal.endDate.fullDatePretty}</dd>
        </div>
      </dl>
      <p className="dates-step__total">
        <strong>{t('renew.totalToPayNow', { amount: renewal.totalCost.formatted })}</strong>
      </p>
      {termsSlot}
      {errors.length > 0 ? (
        <ul className="joining__errors" role="alert">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      <div className="dates-step__actions">
        <Button size="lg" disabled={!termsAccepted || sending} onClick={onContinue}>
          {sending ? t('renew.adding') : t('dates.continue')}
        </Button>
      </div>
    </div>
  );
}
