import type { MembershipType } from '@leisure/contracts/membership-catalogue';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { MembershipCard } from '@/features/joining/components/membership-card';
import {
  categoriesOf,
  optionFor,
  type PaymentType,
  typesToList,
} from '@/features/joining/lib/membership-filter';

const paymentTypes: PaymentType[] = ['recurring', 'fixed'];

// 'View details' loads the modal (and the operator's HTML) when first asked for, not with the page.
const MembershipDetails = lazy(() =>
  import('@/features/joining/components/membership-details').then((m) => ({ default: m.MembershipDetails })),
);

type Props = {
  types: MembershipType[] | undefined;
  loading: boolean;
  failed: boolean;
  /** Logged in at a centre that lets them see what they cannot buy. */
  canShowIneligible: boolean;
  paymentType: PaymentType;
  onPaymentType: (type: PaymentType) => void;
  /** False when changing: every option shown is paid the way the current membership is. */
  paymentToggle?: boolean;
  onChoose: (type: MembershipType, paymentType: PaymentType) => void;
};

/**
 * The membership step (spec part 2 §2): 'Select type', the Monthly / Single payment toggle, 'Show
 * ineligible memberships', and the cards with their details modal. Changing has no payment toggle.
 */
export function MembershipStep({
  types,
  loading,
  failed,
  canShowIneligible,
  paymentType,
  onPaymentType,
  paymentToggle = true,
  onChoose,
}: Props) {
  const { t } = useTranslation('joining');
  const [category, setCategory] = useState('');
  const [showIneligible, setShowIneligible] = useState(false);
  const [details, setDetails] = useState<MembershipType | null>(null);
  const list = types
    ? typesToList(types, { paymentType, category, showIneligible: canShowIneligible && showIneligible })
    : [];
  return (
    <>
      <div className="joining__filters">
        <SelectField
          label={t('membership.type')}
          value={category}
          onChange={(event) => setCategory(event.target.value)}
        >
          <option value="">{t('membership.selectType')}</option>
          {categoriesOf(types ?? []).map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
        {paymentToggle ? (
          <fieldset className="joining__toggle">
            <legend className="joining__label">{t('membership.paymentType')}</legend>
            {paymentTypes.map((type) => (
              <label key={type}>
                <input
                  type="radio"
                  name="payment-type"
                  value={type}
                  checked={paymentType === type}
                  onChange={() => onPaymentType(type)}
                />{' '}
                {t(`membership.paymentTypes.${type}`)}
              </label>
            ))}
          </fieldset>
        ) : null}
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
      {loading ? <Spinner /> : null}
      {failed ? <p role="alert">{t('membership.loadError')}</p> : null}
      {types && list.length === 0 ? <p>{t('membership.noneFound')}</p> : null}
      {list.length > 0 ? (
        <ul className="joining__memberships">
          {list.map((type) => (
            <MembershipCard
              key={type.id}
              type={type}
              option={optionFor(type, paymentType)!}
              onDetails={() => setDetails(type)}
              onChoose={() => onChoose(type, paymentType)}
            />
          ))}
        </ul>
      ) : null}
      {details ? (
        <Suspense fallback={null}>
          <MembershipDetails type={details} onClose={() => setDetails(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
