import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AddToCartInput, useAddToCart } from '@/features/basket/api/add-to-cart';
import { cartErrorMessage } from '@/features/basket/api/cart-answer';
import { showToast } from '@/lib/toast';
import { useSession } from '@/shell/session/session-context';
import { LazyLoginModal } from './lazy-login-modal';

type Bookable = { allowsAnonymousBookings: boolean };
type AddItem = AddToCartInput['items'][number];

/**
 * 'Book' on the timetable, a session or a court: into the basket with the spec's toasts. A visitor
 * may add an activity that allows anonymous bookings; for the others the login modal opens first,
 * and after signing in they are back on the same page to book at their own price.
 */
export function useAddToBasket() {
  const { t } = useTranslation('bookings');
  const session = useSession();
  const add = useAddToCart();
  const [adding, setAdding] = useState<string | null>(null);
  const [loginOpen, setLoginOpen] = useState(false);
  const [loginWanted, setLoginWanted] = useState(false);

  async function addToBasket(bookable: Bookable, item: AddItem): Promise<boolean> {
    if (session.status !== 'signed-in' && !bookable.allowsAnonymousBookings) {
      setLoginWanted(true);
      setLoginOpen(true);
      return false;
    }
    if (adding) return false;
    setAdding(String(item.id));
    try {
      await add.mutateAsync({ items: [item] });
      showToast({ type: 'success', content: t('session.addedToast') });
      return true;
    } catch (error) {
      showToast({ type: 'danger', content: cartErrorMessage(error, t('errors.generic', { ns: 'common' })) });
      return false;
    } finally {
      setAdding(null);
    }
  }

  const loginModal = loginWanted ? <LazyLoginModal open={loginOpen} onOpenChange={setLoginOpen} /> : null;
  return { addToBasket, adding, loginModal };
}
