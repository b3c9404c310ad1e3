import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cartErrorMessage } from '@/features/basket/api/cart-answer';
import { useClearCart } from '@/features/basket/api/clear-cart';
import { useCart } from '@/features/basket/api/get-cart';
import { useRemoveBenefit } from '@/features/basket/api/remove-benefit';
import { useRemoveFromCart } from '@/features/basket/api/remove-from-cart';
import { useRemovePackage } from '@/features/basket/api/remove-package';
import { syncPayments } from '@/features/basket/api/sync-payments';
import { BasketLine } from '@/features/basket/components/basket-line';
import { BasketTotals } from '@/features/basket/components/basket-totals';
import { paymentsAfterItemRemoved } from '@/features/basket/lib/tenders';
import { usePaths } from '@/lib/paths-context';
import { showToast } from '@/lib/toast';
import { PageTitle } from '@/shell/page-title';
import './bookings.css';

/** The basket (/basket): its lines, 'Remove', benefits and packages, 'Clear basket', totals, 'Checkout'. */
export function Component() {
  const { t } = useTranslation('bookings');
  const paths = usePaths();
  const cart = useCart();
  const remove = useRemoveFromCart();
  const removeBenefit = useRemoveBenefit();
  const removePackage = useRemovePackage();
  const clear = useClearCart();
  const [removing, setRemoving] = useState<number | null>(null);
  const busy = removing !== null || removeBenefit.isPending || removePackage.isPending || clear.isPending;

  async function run(action: () => Promise<unknown>, success: string) {
    try {
      await action();
      showToast({ type: 'success', content: success });
    } catch (error) {
      showToast({ type: 'danger', content: cartErrorMessage(error, t('errors.generic', { ns: 'common' })) });
    }
  }

  async function removeItem(id: number) {
    const before = cart.data?.payments ?? [];
    setRemoving(id);
    await run(() => remove.mutateAsync(id), t('basket.removedToast'));
    setRemoving(null);
    // Spec part 1 §4: removing an item keeps only the credit payments against the basket.
    const kept = paymentsAfterItemRemoved(before);
    if (kept.length !== before.length) await syncPayments(kept).catch(() => undefined);
  }

  const items = cart.data?.items ?? [];
  return (
    <section className="basket-page" aria-labelledby="basket-heading">
      <PageTitle title={t('basket.title')} />
      <h1 id="basket-heading">{t('basket.heading')}</h1>
      {cart.isPending ? <Spinner /> : null}
      {cart.isError ? <p role="alert">{t('basket.loadError')}</p> : null}
      {cart.data && items.length === 0 ? (
        <div className="basket-page__empty">
          <p>{t('basket.empty')}</p>
          <ButtonLink href={paths.bookings.redirectToSelectedVenue.getHref()}>
            {t('basket.browse')}
          </ButtonLink>
        </div>
      ) : null}
      {cart.data && items.length > 0 ? (
        <>
          <h2 className="visually-hidden">{t('basket.items')}</h2>
          <ul className="basket-lines" aria-label={t('basket.items')}>
            {items.map((item) => (
              <BasketLine
                key={item.id}
                item={item}
                removing={removing === item.id}
                busy={busy}
                onRemove={() => void removeItem(item.id)}
                onRemoveBenefit={() =>
                  void run(() => removeBenefit.mutateAsync(item.id), t('basket.benefitRemovedToast'))
                }
                onRemovePackage={() =>
                  void run(() => removePackage.mutateAsync(item.id), t('basket.packageRemovedToast'))
                }
              />
            ))}
          </ul>
          {cart.data.totals ? <BasketTotals totals={cart.data.totals} /> : null}
          <div className="basket-page__actions">
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => void run(() => clear.mutateAsync(), t('basket.clearedToast'))}
            >
              {t('basket.clear')}
            </Button>
            <ButtonLink size="lg" href={paths.bookings.checkout.getHref()}>
              {t('basket.checkout')}
            </ButtonLink>
          </div>
        </>
      ) : null}
    </section>
  );
}
