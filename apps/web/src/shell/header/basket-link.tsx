import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { useCart } from '@/features/basket/api/get-cart';

/**
 * The basket link; its badge shows the item count only when above 0 (spec part 1 §2). Its name is made of
 * its content ('Shopping basket', hidden, then the count it shows), so it holds the visible count.
 */
export function BasketLink({ href, onNavigate }: { href: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const cart = useCart();
  const count = cart.data?.totals.itemCount ?? 0;
  return (
    <AppLink href={href} className="basket-link" onClick={onNavigate}>
      <span className="visually-hidden">{t('nav.basket')} </span>
      <svg className="basket-link__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path
          fill="currentColor"
          d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM3 2h2.2l.9 2H21a1 1 0 0 1 .9 1.4l-3.6 7a2 2 0 0 1-1.8 1.1H8.1l-1 1.8V15h12v2H7a2 2 0 0 1-1.7-3l1.3-2.4L3.6 4H2V2h1Z"
        />
      </svg>
      {count > 0 ? (
        <span className="basket-link__badge" data-testid="basket-count">
          {count}
          <span className="visually-hidden"> {t('nav.basketItems', { count })}</span>
        </span>
      ) : null}
    </AppLink>
  );
}
