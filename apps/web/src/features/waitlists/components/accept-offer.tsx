import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { HttpError } from '@/lib/http';
import { usePaths } from '@/lib/paths-context';
import { useGoTo } from '@/lib/use-go-to';
import { useAcceptOffer } from '../api/accept-offer';
import type { WaitlistEntry } from '../api/get-waitlist';

/**
 * 'Accept place' on an offered entry: a free place is booked there and then; a priced one waits in
 * the basket, still held, so the customer goes there to pay.
 */
export function AcceptOffer({ entry }: { entry: WaitlistEntry }) {
  const { t } = useTranslation('account');
  const paths = usePaths();
  const goTo = useGoTo();
  const accept = useAcceptOffer();
  const name = entry.waitlistable.name;

  // Chained on the call, not passed to mutate(): the refetches it starts may replace this card before
  // a per-call callback would run, and the customer must still reach the basket.
  const onAccept = () =>
    accept
      .mutateAsync(entry.id)
      .then((answer) => {
        if (answer.data.outcome === 'basket') void goTo(paths.bookings.basket.getHref());
      })
      .catch(() => undefined);

  if (accept.isSuccess && accept.data.data.outcome === 'booked') {
    return (
      <div role="status">
        <p>{accept.data.message || t('waitlist.booked')}</p>
        <AppLink href={paths.account.bookings.getHref('upcoming')}>{t('waitlist.viewUpcoming')}</AppLink>
      </div>
    );
  }
  return (
    <>
      <Button
        size="sm"
        aria-label={t('waitlist.acceptLabel', { name })}
        disabled={accept.isPending || accept.isSuccess}
        aria-busy={accept.isPending}
        onClick={onAccept}
      >
        {accept.isPending || accept.isSuccess ? t('waitlist.accepting') : t('waitlist.accept')}
      </Button>
      {accept.isError ? (
        <p role="alert">
          {accept.error instanceof HttpError
            ? (accept.error.serverMessage ?? accept.error.message)
            : t('waitlist.acceptError')}
        </p>
      ) : null}
    </>
  );
}
