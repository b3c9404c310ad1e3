import type { ChangeCosts } from '@leisure/contracts/memberships';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { HttpError } from '@/lib/http';
import { changeCostsQueryOptions } from '../api/change-membership';
import { useServerMessages } from '../hooks/use-server-messages';
import { changeStartOf, dayOrText } from '../lib/change-start';
import { prettyDay } from '../lib/start-date';
import { StartDateField, useStartDateInput } from './start-date-field';
import './dates-step.css';

export type ChangeDatesStepProps = {
  membershipId: number;
  paymentOptionId: number;
  /** YYYY-MM-DD; null until the costs give the earliest day, which it then becomes. */
  startDate: string | null;
  onStartDate: (day: string) => void;
  /** The page's health-commitment and membership terms checkboxes. */
  termsSlot?: ReactNode;
  termsAccepted: boolean;
  /** The change's 422 message on `startsAt`; it shows until the date is changed. */
  serverError?: string;
  onContinue: (costs: ChangeCosts) => void;
};

/**
 * The dates step when changing (spec part 2 §2, §3 Change costs, §5 Start date): the start date alone,
 * within the days the change costs allow (no billing day, no promo code), then what the change costs:
 * the total due now, the new membership's price, the difference to the old one, the current
 * membership's last day and, for a monthly one, the first billing date; then the page's terms.
 */
export function ChangeDatesStep(props: ChangeDatesStepProps) {
  const { membershipId, paymentOptionId, startDate, onStartDate, termsSlot, termsAccepted } = props;
  const { t } = useTranslation('joining');
  const id = useId();
  const server = useServerMessages({ startsAt: props.serverError });
  const costs = useQuery({
    ...changeCostsQueryOptions(membershipId, paymentOptionId, startDate),
    // The last costs, and their days, stay in sight while the next load.
    placeholderData: keepPreviousData,
  });
  const bounds = costs.data?.startsAt ?? null;
  // No day yet, or one the allowed days have moved past: the earliest, or the nearest allowed.
  const wanted = bounds ? changeStartOf(startDate, bounds) : null;
  useEffect(() => {
    if (wanted && wanted !== startDate) onStartDate(wanted);
  }, [wanted, startDate, onStartDate]);
  const start = useStartDateInput(startDate ?? '', bounds ?? { min: '', max: '' }, (day) => {
    server.edited('startsAt');
    if (day !== startDate) onStartDate(day);
  });

  if (!costs.data)
    return costs.isError ? (
      <ErrorState
        heading={t('dates.costs.loadError')}
        headingLevel={3}
        onRetry={() => void costs.refetch()}
        retrying={costs.isFetching}
      />
    ) : (
      <Spinner size="sm" label={t('dates.costs.loading')} />
    );

  const refused = costs.error instanceof HttpError ? costs.error.fieldErrors.startsAt?.[0] : undefined;
  const current = !costs.isPlaceholderData && !costs.isError;
  const canContinue = current && start.ready && termsAccepted;
  const { data } = costs;
  const monthly = data.paymentType === 'recurring';
  const price = monthly
    ? t('change.pricePerMonth', { price: data.newMembershipPrice.formatted })
    : t(`change.priceFor.${data.fixedPeriod ?? 'month'}`, {
        price: data.newMembershipPrice.formatted,
        count: data.fixedDuration ?? 1,
      });

  return (
    <div className="dates-step">
      <StartDateField {...start.field} error={server.messageOf('startsAt') ?? refused} />
      <section
        className="dates-step__summary"
        aria-labelledby={`${id}-selection`}
        aria-busy={costs.isFetching || undefined}
      >
        <h3 id={`${id}-selection`}>{t('dates.selection.heading')}</h3>
        <dl className="dates-step__list">
          <div>
            <dt>{t('dates.selection.startDate')}</dt>
            <dd>{prettyDay(startDate ?? data.startDate)}</dd>
          </div>
          <div>
            <dt>{t('change.currentEndsOn')}</dt>
            <dd>{dayOrText(data.currentEndsOn)}</dd>
          </div>
          {monthly && data.prettyFirstBillingDate ? (
            <div>
              <dt>{t('change.firstBillingDate')}</dt>
              <dd>{data.prettyFirstBillingDate}</dd>
            </div>
          ) : null}
        </dl>
        <h4 className="dates-step__costs-heading">{t('dates.costs.heading')}</h4>
        <dl className="dates-step__list dates-step__costs">
          <div>
            <dt>{t('change.newMembershipPrice')}</dt>
            <dd>{price}</dd>
          </div>
          {data.differenceToOldMembership ? (
            <div>
              <dt>{t('change.difference')}</dt>
              <dd>{data.differenceToOldMembership}</dd>
            </div>
          ) : null}
          <div className="dates-step__total">
            <dt>{t('change.totalDueNow')}</dt>
            <dd>{data.totalDueNow.formatted}</dd>
          </div>
        </dl>
      </section>

      {termsSlot}

      <div className="dates-step__actions">
        <Button
          size="lg"
          disabled={!canContinue}
          onClick={() => {
            if (canContinue) props.onContinue(data);
          }}
        >
          {t('dates.continue')}
        </Button>
      </div>
    </div>
  );
}
