import type { MembershipType } from '@leisure/contracts/membership-catalogue';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { membershipTypesQueryOptions } from '@/features/joining/api/get-membership-types';
import { MembershipCard, useTermOf } from '@/features/joining/components/membership-card';
import { MembershipDetails } from '@/features/joining/components/membership-details';
import {
  categoriesOf,
  optionFor,
  type PaymentType,
  typesToList,
} from '@/features/joining/lib/membership-filter';
import { useVenue } from '@/features/venues/api/get-venue';
import { HttpError } from '@/lib/http';
import { toRouterPath } from '@/lib/paths';
import { usePaths } from '@/lib/paths-context';
import { showToast } from '@/lib/toast';
import { PageTitle } from '@/shell/page-title';
import { useSession } from '@/shell/session/session-context';
import { Component as NotFound } from './join-not-found';
import './joining-page.css';

const paymentTypes: PaymentType[] = ['recurring', 'fixed'];

/**
 * The joining page at a centre (spec part 2 §2 Joining page): the centre step done, with 'Change
 * location', and the membership step, choosing by type, payment type and eligibility. A membership
 * in the URL is the one chosen; one that is not sold here goes back to the centre with a toast.
 */
export function Component() {
  const { t } = useTranslation('joining');
  const paths = usePaths();
  const navigate = useNavigate();
  const termOf = useTermOf();
  const { centreSlug = '', membershipSlug, paymentType: paymentInUrl } = useParams();
  const session = useSession();
  const venue = useVenue(centreSlug);
  const types = useQuery({
    ...membershipTypesQueryOptions(venue.data?.id ?? 0, session.user?.id ?? null),
    enabled: venue.data !== undefined,
  });
  const [paymentType, setPaymentType] = useState<PaymentType>(
    paymentInUrl === 'fixed' ? 'fixed' : 'recurring',
  );
  const [category, setCategory] = useState('');
  const [showIneligible, setShowIneligible] = useState(false);
  const [details, setDetails] = useState<MembershipType | null>(null);
  const centreHref = paths.join.centre.getHref(centreSlug);

  const chosen = membershipSlug ? types.data?.find((type) => type.slug === membershipSlug) : undefined;
  const chosenOption =
    chosen && paymentTypes.includes(paymentInUrl as PaymentType)
      ? optionFor(chosen, paymentInUrl as PaymentType)
      : null;
  useEffect(() => {
    if (!membershipSlug || !types.data || chosenOption?.isPurchasable.canPurchase) return;
    showToast({
      content: t(chosenOption ? 'membership.ineligibleChosen' : 'membership.notFound'),
      type: 'danger',
    });
    navigate(toRouterPath(centreHref) ?? '/join/', { replace: true });
  }, [membershipSlug, types.data, chosenOption, centreHref, navigate, t]);

  if (venue.error instanceof HttpError && venue.error.status === 404) return <NotFound />;
  const canShowIneligible = session.user !== null && venue.data?.canDisplayIneligibleMemberships === true;
  const list = types.data
    ? typesToList(types.data, { paymentType, category, showIneligible: canShowIneligible && showIneligible })
    : [];
  return (
    <div className="joining">
      <PageTitle title={venue.data ? t('joining.title', { centre: venue.data.name }) : t('centres.title')} />
      <h1>{t('centres.title')}</h1>
      <section className="joining__step" aria-labelledby="centre-step">
        <h2 id="centre-step">{t('joining.centreStep')}</h2>
        {venue.data ? (
          <div className="joining__summary">
            <p className="joining__chosen">{venue.data.name}</p>
            <AppLink className="button button--md button--secondary" href={paths.join.home.getHref()}>
              {t('joining.changeLocation')}
            </AppLink>
          </div>
        ) : venue.isError ? (
          <p role="alert">{t('centres.loadError')}</p>
        ) : (
          <Spinner />
        )}
      </section>
      <section className="joining__step" aria-labelledby="membership-step">
        <h2 id="membership-step">{t('joining.membershipStep')}</h2>
        {chosen && chosenOption?.isPurchasable.canPurchase ? (
          <div className="joining__summary">
            <p className="joining__chosen">
              {chosen.name}: <strong>{chosenOption.fees.baseFee.formatted}</strong> {termOf(chosenOption)}
            </p>
            <AppLink className="button button--md button--secondary" href={centreHref}>
              {t('membership.change')}
            </AppLink>
          </div>
        ) : (
          <>
            <div className="joining__filters">
              <SelectField
                label={t('membership.type')}
                value={category}
                onChange={(event) => setCategory(event.target.value)}
              >
                <option value="">{t('membership.selectType')}</option>
                {categoriesOf(types.data ?? []).map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </SelectField>
              <fieldset className="joining__toggle">
                <legend className="joining__label">{t('membership.paymentType')}</legend>
                {paymentTypes.map((type) => (
                  <label key={type}>
                    <input
                      type="radio"
                      name="payment-type"
                      value={type}
                      checked={paymentType === type}
                      onChange={() => setPaymentType(type)}
                    />{' '}
                    {t(`membership.paymentTypes.${type}`)}
                  </label>
                ))}
              </fieldset>
              {canShowIneligible ? (
                <label className="joining__check">
                  <input
                    type="checkbox"
                    checked={showIneligible}
                    onChange={(event) => setShowIneligible(event.target.checked)}
                  />{' '}
                  {t('membership.showIneligible')}
                </label>
              ) : null}
            </div>
            {types.isPending && venue.data ? <Spinner /> : null}
            {types.isError ? <p role="alert">{t('membership.loadError')}</p> : null}
            {types.data && list.length === 0 ? <p>{t('membership.noneFound')}</p> : null}
            {list.length > 0 ? (
              <ul className="joining__memberships">
                {list.map((type) => {
                  const option = optionFor(type, paymentType)!;
                  return (
                    <MembershipCard
                      key={type.id}
                      type={type}
                      option={option}
                      onDetails={() => setDetails(type)}
                      onChoose={() =>
                        navigate(
                          toRouterPath(
                            paths.join.membership.getHref(centreSlug, type.slug, option.paymentType),
                          ) ?? '/join/',
                        )
                      }
                    />
                  );
                })}
              </ul>
            ) : null}
          </>
        )}
      </section>
      <MembershipDetails type={details} onClose={() => setDetails(null)} />
    </div>
  );
}
