import type { MembershipCosts } from '@leisure/contracts/membership-catalogue';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { BankDetails } from '@/features/joining/lib/bank-details';
import { prettyDay } from '@/features/joining/lib/start-date';

type Props = {
  membership: string;
  centre: string;
  startDate: string;
  costs: MembershipCosts | null;
  bank: BankDetails;
  sending: boolean;
  onConfirm: () => void;
};

/** The confirmation step (spec part 2 §2): what will be set up, read back before it is sent. */
export function ConfirmationStep({ membership, centre, startDate, costs, bank, sending, onConfirm }: Props) {
  const { t } = useTranslation('joining');
  return (
    <>
      <dl className="joining__review">
        <dt>{t('confirmation.membership')}</dt>
        <dd>{membership}</dd>
        <dt>{t('confirmation.centre')}</dt>
        <dd>{centre}</dd>
        <dt>{t('confirmation.startDate')}</dt>
        <dd>{prettyDay(startDate)}</dd>
        {costs?.prettyFirstBillingDate ? (
          <>
            <dt>{t('confirmation.firstCollection')}</dt>
            <dd>{costs.prettyFirstBillingDate}</dd>
          </>
        ) : null}
        <dt>{t('confirmation.accountHolder')}</dt>
        <dd>{bank.accountHolder}</dd>
        <dt>{t('confirmation.account')}</dt>
        {/* Only the last two digits are ever shown back. */}
        <dd>
          {t('confirmation.accountEnding', { ending: bank.accountNumber.replace(/\D/g, '').slice(-2) })}
        </dd>
        {costs ? (
          <>
            <dt>{t('confirmation.payNow')}</dt>
            <dd>{costs.totalToPayNow.formatted}</dd>
          </>
        ) : null}
      </dl>
      <Button onClick={onConfirm} disabled={sending}>
        {sending ? t('confirmation.sending') : t('confirmation.confirm')}
      </Button>
    </>
  );
}
