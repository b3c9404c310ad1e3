import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { useCustomerProfile } from '@/features/desk/api/desk-customers';
import { CustomerProfileView } from '@/features/desk/components/customer-profile';
import { HttpError } from '@/lib/http';
import { PageTitle } from '@/shell/page-title';
import { fohPaths } from './foh-paths';
import './foh-desk.css';

/** A customer at the desk: who they are, their family, bookings, memberships and unpaid fees; then 'Sell'. */
export function Component() {
  const { t } = useTranslation('foh');
  const customerId = Number(useParams().customerId);
  const profile = useCustomerProfile(customerId);

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
      <CustomerProfileView profile={profile.data} />
    </section>
  );
}
