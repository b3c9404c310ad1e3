import type { OfflinePayment } from '@leisure/contracts/cart';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { type Cart, useCart } from '@/features/basket/api/get-cart';
import { syncPayments } from '@/features/basket/api/sync-payments';
import { applyTender, creditAmount, syncCreditPayments } from '@/features/basket/lib/tenders';
import { usePrepareCheckout } from '@/features/checkout/api/prepare-checkout';
import { PaymentStep } from '@/features/checkout/components/payment-step';
import { checkoutAttempt } from '@/features/checkout/lib/idempotency-key';
import { useTerms } from '@/features/terms/api/get-terms';
import { TermsCheckbox } from '@/features/terms/components/terms-checkbox';
import { loadNamespaces } from '@/lib/i18n';
import { toRouterPath } from '@/lib/paths';
import { usePaths } from '@/lib/paths-context';
import { PageTitle } from '@/shell/page-title';
import { useSession } from '@/shell/session/session-context';
import type { CompletedWaiver } from './attendee-waiver';
import { CheckoutSummary } from './checkout-summary';
import { LazyLoginModal } from './lazy-login-modal';
import './bookings.css';

// Only customers with credit, or with a waiver to sign, see these: they are fetched when shown, with the
// form library they use, and the checkout's first load goes without them.
const CreditForm = lazy(() =>
  import('@/features/checkout/components/credit-form').then((module) => ({ default: module.CreditForm })),
);
const AttendeeWaiver = lazy(() =>
  import('./attendee-waiver').then((module) => ({ default: module.AttendeeWaiver })),
);

// The terms' words; a waiver's (account) come with the waiver, as few baskets need one.
export async function loader() {
  await loadNamespaces('terms');
  return null;
}

const waiverKey = (waiver: { userId: number; waiverSlug: string }) => `${waiver.userId}:${waiver.waiverSlug}`;

function Checkout({ cart }: { cart: Cart }) {
  const { t } = useTranslation('bookings');
  const paths = usePaths();
  const navigate = useNavigate();
  const [tenders, setTenders] = useState<OfflinePayment[]>(cart.payments ?? []);
  const credit = creditAmount(tenders);
  const itemIds = cart.items.map((item) => item.id);
  const attempt = checkoutAttempt(cart.uuid, itemIds, credit, cart.totals.total);
  const prepare = usePrepareCheckout(credit, attempt, true);
  const terms = useTerms(cart.cartId);
  const [agreed, setAgreed] = useState(false);
  const [waivers, setWaivers] = useState<Record<string, CompletedWaiver>>({});
  const required = cart.attendeeWaiversRequired ?? [];
  const waiversDone = required.every((waiver) => waivers[waiverKey(waiver)]);
  const needsTerms = (terms.data?.length ?? 0) > 0 || terms.isError;
  const termsIds = prepare.data?.termsIds.length
    ? prepare.data.termsIds
    : (terms.data?.map((item) => item.id) ?? []);

  function applyCredit(amount: number) {
    const next = applyTender(tenders, { tenderType: 'credit', amount });
    setTenders(next);
    // The server keeps the basket's tenders too; its answer is the credit that stands (spec part 1 §4).
    syncPayments(next)
      .then((answer) => setTenders(syncCreditPayments(next, answer.data.payments ?? [])))
      .catch(() => undefined);
  }

  return (
    <>
      <CheckoutSummary cart={cart} />
      {/* Credit is offered only where some can be used: a £0 basket takes none (but credit in use can be changed). */}
      {prepare.data &&
      prepare.data.creditAvailable.raw > 0 &&
      (prepare.data.creditMaxApplicable.raw > 0 || credit > 0) ? (
        <Suspense fallback={<Spinner />}>
          <CreditForm
            available={prepare.data.creditAvailable.raw}
            maxApplicable={prepare.data.creditMaxApplicable.raw}
            value={credit}
            disabled={prepare.isFetching}
            currency={prepare.data.currency}
            onApply={applyCredit}
          />
        </Suspense>
      ) : null}
      {prepare.isError ? <p role="alert">{t('checkout.priceError')}</p> : null}
      {required.length > 0 ? (
        <section aria-labelledby="waivers-heading">
          <h2 id="waivers-heading">{t('checkout.waivers')}</h2>
          <Suspense fallback={<Spinner />}>
            {required.map((waiver) => (
              <AttendeeWaiver
                key={waiverKey(waiver)}
                required={waiver}
                answered={Boolean(waivers[waiverKey(waiver)])}
                onAnswered={(answers) => setWaivers((held) => ({ ...held, [waiverKey(waiver)]: answers }))}
              />
            ))}
          </Suspense>
          {waiversDone ? null : <p>{t('checkout.waiversNeeded')}</p>}
        </section>
      ) : null}
      {needsTerms ? (
        <section aria-labelledby="terms-heading">
          <h2 id="terms-heading">{t('checkout.terms')}</h2>
          <TermsCheckbox
            terms={terms.data}
            failed={terms.isError}
            checked={agreed}
            onCheckedChange={setAgreed}
          />
          {agreed ? null : <p>{t('checkout.termsNeeded')}</p>}
        </section>
      ) : null}
      <PaymentStep
        key={attempt}
        prepare={prepare}
        attempt={attempt}
        creditAmount={credit}
        canPay={(agreed || !needsTerms) && waiversDone}
        completeInput={{
          completedWaivers: Object.values(waivers),
          // The order records where it came from: a join, or the bookings site.
          source: cart.items.some((item) => item.cartableResource.newMembership)
            ? 'online-joining'
            : 'activity-booking',
          terms: termsIds,
        }}
        onCompleted={(orderId) =>
          navigate(toRouterPath(paths.bookings.bookingConfirmed.getHref(orderId)) ?? '/', { replace: true })
        }
      />
    </>
  );
}

function SignInFirst() {
  const { t } = useTranslation('bookings');
  const paths = usePaths();
  const [open, setOpen] = useState(false);
  return (
    <div className="checkout-sign-in">
      <p>{t('checkout.signInPrompt')}</p>
      <Button aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('checkout.logIn')}
      </Button>{' '}
      <AppLink href={paths.account.login.getHref(paths.bookings.checkout.getHref())}>
        {t('checkout.logInPage')}
      </AppLink>
      {open ? <LazyLoginModal open={open} onOpenChange={setOpen} /> : null}
    </div>
  );
}

/** Checkout (/basket/checkout), for signed-in customers: credit, waivers, terms and the payment. */
export function Component() {
  const { t } = useTranslation('bookings');
  const paths = usePaths();
  const session = useSession();
  const cart = useCart(session.status === 'signed-in');
  return (
    <section className="checkout-page" aria-labelledby="checkout-heading">
      <PageTitle title={t('checkout.title')} />
      <p>
        <AppLink href={paths.bookings.basket.getHref()}>{t('checkout.backToBasket')}</AppLink>
      </p>
      <h1 id="checkout-heading">{t('checkout.heading')}</h1>
      {session.status === 'loading' ? <Spinner /> : null}
      {session.status === 'anonymous' ? <SignInFirst /> : null}
      {session.status === 'signed-in' && cart.isPending ? <Spinner /> : null}
      {session.status === 'signed-in' && cart.isError ? <p role="alert">{t('basket.loadError')}</p> : null}
      {session.status === 'signed-in' && cart.data && cart.data.items.length === 0 ? (
        <p>{t('checkout.emptyBasket')}</p>
      ) : null}
      {session.status === 'signed-in' && cart.data && cart.data.items.length > 0 ? (
        <Checkout cart={cart.data} />
      ) : null}
    </section>
  );
}
