import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { useAddToDeskCart, useDeskCart } from '@/features/desk/api/desk-cart';
import { type DeskCustomerProfile, useCustomerProfile } from '@/features/desk/api/desk-customers';
import { CustomerProfileView } from '@/features/desk/components/customer-profile';
import { HttpError } from '@/lib/http';
import { showToast } from '@/lib/toast';
import { PageTitle } from '@/shell/page-title';
import { fohPaths } from './foh-paths';
import './foh-desk.css';

type Fee = DeskCustomerProfile['unpaidFees'][number];

/** Their unpaid fees (and their family's) into this customer's desk basket, one 'Add to basket' at a time. */
function useFeeSelling(customerId: number) {
  const { t } = useTranslation('foh');
  const cart = useDeskCart(customerId);
  const add = useAddToDeskCart(customerId);
  const [adding, setAdding] = useState<number | null>(null);
  const inBasket = new Set(
    (cart.data?.items ?? []).flatMap((item) =>
      item.cartableType === 'penalty' && item.cartableId !== null ? [item.cartableId] : [],
    ),
  );
  const onAdd = async (fee: Fee) => {
    if (adding !== null) return;
    setAdding(fee.id);
    try {
      await add.mutateAsync({ id: String(fee.id), type: 'penalty', purchasedForUserId: fee.user.id });
      showToast({ type: 'success', content: t('customer.feeAdded', { fee: fee.name }) });
    } catch (error) {
      const fallback = t('errors.generic', { ns: 'common' });
      showToast({
        type: 'danger',
        content: error instanceof HttpError ? (error.serverMessage ?? error.message) : fallback,
      });
      void cart.refetch();
    } finally {
      setAdding(null);
    }
  };
  return { inBasket, adding, onAdd: (fee: Fee) => void onAdd(fee) };
}

/** A customer at the desk: who they are, their family, bookings, memberships and unpaid fees; then 'Sell'. */
export function Component() {
  const { t } = useTranslation('foh');
  const customerId = Number(useParams().customerId);
  const profile = useCustomerProfile(customerId);
  const fees = useFeeSelling(customerId);

  if (profile.isPending) return <Spinner label={t('customer.loading')} />;
  if (profile.isError) {
    if (profile.error instanceof HttpError && profile.error.status === 404) {
      return <p role="alert">{t('customer.notFound')}</p>;
    }
    return <ErrorState heading={t('customer.failed')} onRetry={() => void profile.refetch()} />;
  }
  const { customer } = profile.data;
  const name = `${customer.firstName} ${customer.lastName}`;
  return (
    <section className="desk-customer" aria-labelledby="desk-customer-heading">
      <PageTitle title={name} />
      <div className="desk-customer__head">
        <h1 id="desk-customer-heading">{name}</h1>
        <ButtonLink href={fohPaths.sell(customer.id)} size="lg">
          {t('customer.sell')}
        </ButtonLink>
      </div>
      <CustomerProfileView profile={profile.data} fees={fees} />
    </section>
  );
}
