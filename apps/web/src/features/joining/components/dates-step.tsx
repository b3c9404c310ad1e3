import type { MembershipCosts, MembershipPaymentOption } from '@leisure/contracts/membership-catalogue';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { HttpError } from '@/lib/http';
import { membershipCostsQueryOptions } from '../api/get-membership-costs';
import type { AppliedPromotion } from '../api/validate-promotion';
import { useServerMessages } from '../hooks/use-server-messages';
import {
  clampStartDate,
  defaultStartBounds,
  prettyDay,
  type StartBounds,
  withinBounds,
} from '../lib/start-date';
import { CostsBreakdown, MonthlySelection } from './costs-summary';
import { PromoCode } from './promo-code';
import { StartDateField, useStartDateInput } from './start-date-field';
import './dates-step.css';

/** The dates step's choices, kept by the page for the submit (spec part 2 §3 Membership details). */
export type DatesChoice = {
  /** YYYY-MM-DD. */
  startDate: string;
  /** 1–28; null for a single payment, and for a customer whose collections already have a day. */
  billingDay: number | null;
  promotion: AppliedPromotion | null;
};

export type DatesField = 'startDate' | 'billingDay' | 'promotion';

export type DatesStepProps = {
  venueId: number;
  typeId: number;
  option: MembershipPaymentOption;
  /** The customer already has a billing date: no billing day to choose, and billingDay stays null. */
  hasBillingDate: boolean;
  /** False when changing or renewing: no promo code (spec part 2 §5 Promo code). */
  promotionsOffered?: boolean;
  /** Today to one month from today unless given (a change's costs give their own). */
  startBounds?: StartBounds;
  value: DatesChoice;
  onChange: (next: DatesChoice) => void;
  /** The page's health-commitment and membership terms checkboxes. */
  termsSlot?: ReactNode;
  /** Every one of them ticked. */
  termsAccepted: boolean;
  /** The submit's 422 messages; each shows until its field is changed. */
  serverErrors?: Partial<Record<DatesField, string>>;
  onContinue: (costs: MembershipCosts) => void;
};

/** Spec part 2 §5: collections fall on a day every month has. */
const billingDays = Array.from({ length: 28 }, (_, index) => index + 1);

/**
 * The dates (review) step (spec part 2 §2): start date, billing day, promo code, 'Your Selection' and
 * the costs as the API works them out, then the page's terms. Continue waits for the costs, the terms
 * and, for a monthly membership without a billing date, a billing day (§5 Review step).
 */
export function DatesStep({
  venueId,
  typeId,
  option,
  hasBillingDate,
  promotionsOffered = true,
  startBounds,
  value,
  onChange,
  termsSlot,
  termsAccepted,
  serverErrors,
  onContinue,
}: DatesStepProps) {
  const { t } = useTranslation('joining');
  const id = useId();
  const bounds = startBounds ?? defaultStartBounds();
  const monthly = option.paymentType === 'recurring';
  const asksBillingDay = monthly && !hasBillingDate;
  const billingDay = asksBillingDay ? value.billingDay : null;
  const promotion = promotionsOffered ? value.promotion : null;
  const server = useServerMessages(serverErrors);
  // A date typed but not yet a day within the bounds: shown as typed, brought within them on leaving.
  const start = useStartDateInput(value.startDate, bounds, (day) => {
    server.edited('startDate');
    if (day !== value.startDate) onChange({ ...value, startDate: day });
  });
  const dateReady = start.ready;

  // The page may start with no date, or keep yesterday's 'today' overnight; a day chosen is the
  // billing day only where one is asked for.
  const startDate = withinBounds(value.startDate, bounds)
    ? value.startDate
    : (clampStartDate(value.startDate, bounds) ?? bounds.min);
  const stray = startDate !== value.startDate || billingDay !== value.billingDay;
  useEffect(() => {
    if (stray) onChange({ ...value, startDate, billingDay });
  }, [stray, onChange, value, startDate, billingDay]);

  const costs = useQuery({
    ...membershipCostsQueryOptions({
      venueId,
      typeId,
      paymentOptionId: option.id,
      startDate: value.startDate,
      billingDay,
      promotionCodeId: promotion?.id ?? null,
    }),
    enabled: dateReady && (!asksBillingDay || billingDay !== null),
    // The last costs stay in sight, marked busy, while the next load: the promo field does not vanish.
    placeholderData: keepPreviousData,
  });
  const refused = costs.error instanceof HttpError ? costs.error.fieldErrors : {};
  const errorOf = (field: DatesField) => server.messageOf(field) ?? refused[field]?.[0];
  const current = costs.data !== undefined && !costs.isPlaceholderData && !costs.isError;
  const canContinue = current && dateReady && termsAccepted && (!asksBillingDay || billingDay !== null);

  const showPromo = promotionsOffered && (costs.data?.promotionEnabled === true || promotion !== null);
  const fieldRefusal = ['startDate', 'billingDay', 'promotion'].some((field) => refused[field]);

  return (
    <div className="dates-step">
      <StartDateField {...start.field} error={errorOf('startDate')} />

      {asksBillingDay ? (
        <SelectField
          label={t('dates.billingDay')}
          required
          hint={t('dates.billingDayHint')}
          error={errorOf('billingDay')}
          value={billingDay === null ? '' : String(billingDay)}
          onChange={(event) => {
            server.edited('billingDay');
            const day = event.currentTarget.value;
            onChange({ ...value, billingDay: day ? Number(day) : null });
          }}
        >
          <option value="">{t('dates.selectBillingDay')}</option>
          {billingDays.map((day) => (
            <option key={day} value={day}>
              {day}
            </option>
          ))}
        </SelectField>
      ) : null}

      {showPromo ? (
        <PromoCode
          paymentOptionId={option.id}
          applied={promotion}
          error={errorOf('promotion')}
          onApply={(applied) => {
            server.edited('promotion');
            onChange({ ...value, promotion: applied });
          }}
          onRemove={() => {
            server.edited('promotion');
            onChange({ ...value, promotion: null });
          }}
        />
      ) : null}

      <section
        className="dates-step__summary"
        aria-labelledby={`${id}-selection`}
        aria-busy={costs.isFetching || undefined}
      >
        <h3 id={`${id}-selection`}>{t('dates.selection.heading')}</h3>
        <dl className="dates-step__list">
          <div>
            <dt>{t('dates.selection.startDate')}</dt>
            <dd>{prettyDay(startDate)}</dd>
          </div>
          {monthly && costs.data ? <MonthlySelection costs={costs.data} /> : null}
        </dl>
        {costs.data && !costs.isError ? (
          <CostsBreakdown costs={costs.data} />
        ) : asksBillingDay && billingDay === null ? (
          <p className="dates-step__note">{t('dates.costs.chooseBillingDay')}</p>
        ) : costs.isError && fieldRefusal ? null : costs.isError ? (
          <ErrorState
            heading={t('dates.costs.loadError')}
            headingLevel={3}
            onRetry={() => void costs.refetch()}
            retrying={costs.isFetching}
          />
        ) : (
          <Spinner size="sm" label={t('dates.costs.loading')} />
        )}
      </section>

      {termsSlot}

      <div className="dates-step__actions">
        <Button
          size="lg"
          disabled={!canContinue}
          onClick={() => {
            if (canContinue && costs.data) onContinue(costs.data);
          }}
        >
          {t('dates.continue')}
        </Button>
      </div>
    </div>
  );
}
