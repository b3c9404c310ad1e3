import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { useCart } from '@/features/basket/api/get-cart';
import { usePaths } from '@/lib/paths-context';
import { useKioskDevice } from '../kiosk/kiosk-device';
import { KioskBasketLink } from './kiosk-basket-link';
import { NeedHelpButton } from './need-help-button';
import './header.css';
import './kiosk-bar.css';

const withoutSlash = (path: string) => path.replace(/\/+$/, '');
const pathOf = (href: string) => withoutSlash(new URL(href, window.location.href).pathname);

/**
 * Kiosk mode hides the header; its one entry, 'Back to Kiosk Home', stays (spec part 1 §2), on every
 * page but the kiosk home itself, where it would lead nowhere. The basket is always in reach beside it,
 * on the kiosk home too once something is in it; not on the basket page itself. An enrolled kiosk also
 * offers 'Need help?' on every page.
 */
export function KioskBar() {
  const { t } = useTranslation();
  const paths = usePaths();
  const { pathname } = useLocation();
  const count = useCart().data?.totals.itemCount ?? 0;
  const home = paths.kiosk.home.getHref();
  const basket = paths.bookings.basket.getHref();
  const onHome = withoutSlash(pathname) === pathOf(home);
  const showBasket = withoutSlash(pathname) !== pathOf(basket) && (!onHome || count > 0);
  // 'Need help?' only where a call can reach a desk: on a device a manager enrolled (decision 054).
  const enrolled = Boolean(useKioskDevice(true).data);
  if (onHome && !showBasket && !enrolled) return null;
  return (
    <header className="kiosk-bar">
      <nav aria-label={t('nav.kiosk')}>
        {onHome ? null : <AppLink href={home}>{t('nav.backToKioskHome')}</AppLink>}
        {enrolled ? <NeedHelpButton /> : null}
        {showBasket ? <KioskBasketLink href={basket} count={count} /> : null}
      </nav>
    </header>
  );
}
