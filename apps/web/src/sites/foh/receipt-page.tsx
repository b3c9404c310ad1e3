import { deskReceiptPdfPath } from '@leisure/contracts/foh-desk-rules';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { Button, ButtonLink } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { useReceipt } from '@/features/desk/api/desk-receipt';
import { ReceiptView } from '@/features/desk/components/receipt-view';
import { PageTitle } from '@/shell/page-title';
import { fohPaths } from './foh-paths';
import './receipt-page.css';

/** Only while this page is shown: other pages print on the printer's own paper. */
const thermalPage = '@page { size: 80mm auto; margin: 3mm; }';

/** After a sale: the change to hand back, the receipt to print (80 mm thermal) and its PDF. */
export function Component() {
  const { t } = useTranslation('foh');
  const orderId = Number(useParams().orderId);
  const state = useLocation().state as { customerId?: number } | null;
  const receipt = useReceipt(orderId);

  if (receipt.isPending) return <Spinner label={t('receipt.loading')} />;
  if (receipt.isError)
    return <ErrorState heading={t('receipt.failed')} onRetry={() => void receipt.refetch()} />;
  const customerId = state?.customerId ?? receipt.data.customer.id;
  return (
    <section className="receipt-page" aria-labelledby="receipt-page-heading">
      <style>{thermalPage}</style>
      <PageTitle title={t('receipt.title', { id: orderId })} />
      <div className="receipt-page__screen">
        <h1 id="receipt-page-heading">{t('receipt.heading')}</h1>
        {receipt.data.changeDue.raw > 0 ? (
          <p className="receipt-page__change" role="status">
            {t('receipt.giveChange', { amount: receipt.data.changeDue.formatted })}
          </p>
        ) : null}
        <div className="receipt-page__actions">
          <Button size="lg" onClick={() => window.print()}>
            {t('receipt.print')}
          </Button>
          <ButtonLink variant="secondary" href={deskReceiptPdfPath(orderId)} target="_blank" rel="noopener">
            {t('receipt.pdf')}
          </ButtonLink>
          <ButtonLink variant="secondary" href={fohPaths.sell(customerId)}>
            {t('receipt.sellAgain')}
          </ButtonLink>
          <AppLink href={fohPaths.home}>{t('receipt.nextCustomer')}</AppLink>
        </div>
      </div>
      <ReceiptView receipt={receipt.data} />
    </section>
  );
}
