import { useEffect, useRef, useState } from 'react';
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
 * and once they have signed in there the booking goes on by itself, at the price that applies to them.
 */
export function useAddToBasket() {
  const { t } = useTranslation('bookings');
  const session = useSession();
  const add = useAddToCart();
  const [adding, setAdding] = useState<string | null>(null);
  const [loginOpen, setLoginOpen] = useState(false);
  const [loginWanted, setLoginWanted] = useState(false);
  // The booking that opened the login modal, and the same booking once the customer has signed in there.
  const waiting = useRef<{ bookable: Bookable; item: AddItem } | null>(null);
  const [resume, setResume] = useState<{ bookable: Bookable; item: AddItem } | null>(null);

  async function addToBasket(bookable: Bookable, item: AddItem): Promise<boolean> {
    if (session.status !== 'signed-in' && !bookable.allowsAnonymousBookings) {
      waiting.current = { bookable, item };
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

  // The user loads after the sign-in: book once the session knows them (a member's price, their basket).
  const signedIn = session.status === 'signed-in';
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per sign-in, with the add of that render
  useEffect(() => {
    if (!resume || !signedIn) return;
    setResume(null);
    // The price chosen as a visitor need not be theirs now: the server picks the one that applies.
    const { pricingOptionId: _price, ticketId: _ticket, ...item } = resume.item;
    void addToBasket(resume.bookable, item);
  }, [resume, signedIn]);

  const loginModal = loginWanted ? (
    <LazyLoginModal
      open={loginOpen}
      onOpenChange={setLoginOpen}
      onSignedIn={() => {
        setResume(waiting.current);
        waiting.current = null;
      }}
    />
  ) : null;
  return { addToBasket, adding, loginModal };
}
