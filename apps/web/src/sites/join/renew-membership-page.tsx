import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { cartQueryKey } from '@/features/basket/api/get-cart';
import { renewalDetailsQueryOptions, renewMembership } from '@/features/joining/api/renew-membership';
import { trackJoiningStep } from '@/features/joining/lib/analytics';
import { complete, initialSteps, numbered, type SectionId } from '@/features/joining/lib/join-steps';
import { fullUserQueryOptions } from '@/features/user/api/get-user';
import { HttpError } from '@/lib/http';
import { usePaths } from '@/lib/paths-context';
import { useGoTo } from '@/lib/use-go-to';
import { Component as NotFound } from './join-not-found';
import { JoiningTerms, useJoiningTerms, useStepTitles, YourDetailsStep } from './join-parts';
import { JoinSection } from './join-section';
import { ManageMembershipFrame, ManageMembershipHeader } from './manage-membership-frame';
import './joining-page.css';

export { loader } from './join-parts';

const renewal = () => import('@/features/joining/components/renewal');
const RenewalSummary = lazy(() => renewal().then((m) => ({ default: m.RenewalSummary })));
const RenewalReview = lazy(() => renewal().then((m) => ({ default: m.RenewalReview })));

const analyticsStepOf: Partial<Record<SectionId, 3 | 5>> = { details_section: 3, dates_section: 5 };

/** A renewal is its membership, your details, its dates and the checkout: no centre, no direct debit. */
const renewSections = { centre_section: false, dd_section: false, confirmation_section: false };

export function Component() {
  return (
    <ManageMembershipFrame>
      <RenewMembership />
    </ManageMembershipFrame>
  );
}

/**
 * Renewing a membership (spec part 2 §2, §4 Renew): the renewal is the membership already chosen; your
 * details; its dates and what it costs, with the terms; then it goes into the basket and on to the
 * checkout. No completed section has an edit button.
 */
function RenewMembership() {
  const { t } = useTranslation('joining');
  const titles = useStepTitles();
  const paths = usePaths();
  const goTo = useGoTo();
  const queryClient = useQueryClient();
  const membershipId = Number(useParams().membershipId);
  const details = useQuery({ ...renewalDetailsQueryOptions(membershipId), enabled: membershipId > 0 });
  const user = useQuery(fullUserQueryOptions());
  const terms = useJoiningTerms();
  const [steps, setSteps] = useState(() =>
    complete(initialSteps('membership_section', renewSections), 'membership_section'),
  );
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  useEffect(() => {
    const step = steps.open ? analyticsStepOf[steps.open] : undefined;
    if (step) trackJoiningStep(step);
  }, [steps.open]);

  if (!(membershipId > 0) || (details.error instanceof HttpError && details.error.status === 404))
    return <NotFound />;
  if (details.isPending || details.isError)
    return (
      <div className="joining">
        <ManageMembershipHeader title={t('manage.renewTitle')} />
        {details.isError ? (
          <ErrorState
            heading={details.error.message}
            onRetry={() => void details.refetch()}
            retrying={details.isFetching}
          />
        ) : (
          <Spinner />
        )}
      </div>
    );

  const renew = async () => {
    setSending(true);
    setErrors([]);
    try {
      await renewMembership(membershipId);
      await queryClient.invalidateQueries({ queryKey: cartQueryKey });
      await goTo(paths.bookings.checkout.getHref());
    } catch (err) {
      const messages =
        err instanceof HttpError && err.status === 422 ? err.fieldErrors.membership : undefined;
      setErrors(messages?.length ? messages : [t('renew.failed')]);
    } finally {
      setSending(false);
    }
  };

  const body = (id: SectionId): ReactNode => {
    switch (id) {
      case 'details_section':
        return user.isPending ? (
          <Spinner />
        ) : (
          <YourDetailsStep
            user={user.data ?? null}
            onDone={() => setSteps((s) => complete(s, id))}
            labelledBy={`${id}-heading`}
          />
        );
      case 'dates_section':
        return (
          <RenewalReview
            renewal={details.data}
            termsSlot={
              <JoiningTerms terms={terms.review} accepted={terms.accepted} onAccept={terms.accept} />
            }
            termsAccepted={terms.allAccepted(terms.review)}
            sending={sending}
            errors={errors}
            onContinue={() => void renew()}
          />
        );
      case 'checkout_section':
        return sending ? <Spinner /> : null;
      default:
        return null;
    }
  };

  const summaries: Partial<Record<SectionId, ReactNode>> = {
    membership_section: (
      <Suspense fallback={details.data.name}>
        <RenewalSummary renewal={details.data} />
      </Suspense>
    ),
    details_section: user.data ? `${user.data.firstName} ${user.data.lastName}` : undefined,
  };

  return (
    <div className="joining">
      <ManageMembershipHeader title={t('manage.renewTitle')} />
      {numbered(steps).map(({ id, number }) => (
        <JoinSection
          key={id}
          id={id}
          number={number}
          title={titles[id]}
          open={steps.open === id}
          edited={steps.edited.includes(id)}
          summary={summaries[id]}
        >
          <Suspense fallback={<Spinner />}>{body(id)}</Suspense>
        </JoinSection>
      ))}
    </div>
  );
}
