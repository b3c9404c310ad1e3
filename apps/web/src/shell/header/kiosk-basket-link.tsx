import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';

/**
 * The kiosk hides the header and with it the basket link (spec part 1 §1); without this entry a customer
 * who has added a session could never reach the basket. Named in words, at a size a finger hits.
 */
export function KioskBasketLink({ href, count }: { href: string; count: number }) {
  const { t } = useTranslation();
  return (
    <AppLink href={href} className="kiosk-bar__basket">
      {t('nav.basket')}
      {count > 0 ? (
        <span className="kiosk-bar__count">
          {count}
          <span className="visually-hidden"> {t('nav.basketItems', { count })}</span>
        </span>
      ) : null}
    </AppLink>
  );
}
