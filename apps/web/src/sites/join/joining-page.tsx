import type { MembershipCosts } from '@leisure/contracts/membership-catalogue';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useClientConfig } from '@/features/client/api/get-client-config';
import { customQuestionsQueryOptions } from '@/features/joining/api/custom-questions';
import { membershipTypesQueryOptions } from '@/features/joining/api/get-membership-types';
import type { DatesChoice } from '@/features/joining/components/dates-step';
import { useTermOf } from '@/features/joining/components/membership-card';
import type { AdditionalAnswers } from '@/features/joining/lib/additional-answers';
import { trackJoiningStep } from '@/features/joining/lib/analytics';
import { emptyBankDetails } from '@/features/joining/lib/bank-details';
import {
  complete,
  display,
  initialSteps,
  numbered,
  reopen,
  type SectionId,
} from '@/features/joining/lib/join-steps';
import { optionFor, type PaymentType } from '@/features/joining/lib/membership-filter';
import { prettyDay, todayOf } from '@/features/joining/lib/start-date';
import { fullUserQueryOptions } from '@/features/user/api/get-user';
import { useVenue } from '@/features/venues/api/get-venue';
import { HttpError } from '@/lib/http';
import { toRouterPath } from '@/lib/paths';
import { usePaths } from '@/lib/paths-context';
import { showToast } from '@/lib/toast';
import { PageTitle } from '@/shell/page-title';
import { useSession } from '@/shell/session/session-context';
import { Component as NotFound } from './join-not-found';
import {
  AdditionalQuestions,
  ConfirmationStep,
  DatesStep,
  DirectDebitStep,
  JoiningTerms,
  useJoiningTerms,
  useStepTitles,
  YourDetailsStep,
} from './join-parts';
import { JoinSection } from './join-section';
import { MembershipStep } from './membership-step';
import { useJoinSubmit } from './use-join-submit';
import './joining-page.css';

export { loader } from './join-parts';

/**
 * The change and renew pages, loaded through this one so that what they share with it stays in its chunk:
 * imported by the routes directly, the three split it in four (1.3 KB gzip more on a centre's page).
 */
export const variants = {
  change: () => import('./change-membership-page'),
  renew: () => import('./renew-membership-page'),
};

const analyticsStepOf: Partial<Record<SectionId, 1 | 2 | 3 | 4 | 5 | 6 | 7>> = {
  centre_section: 1,
  membership_section: 2,
  details_section: 3,
  additional_details_section: 4,
  dates_section: 5,
  dd_section: 6,
  confirmation_section: 7,
};

/**
 * The joining page at a centre (spec part 2 §2 Joining page): numbered sections, one open at a time,
 * from the membership to the checkout. A membership in the URL is the one chosen; one not sold here goes
 * back to the centre with a toast. The submit puts the membership in the basket and goes to the checkout.
 */
export function Component() {
  const { t } = useTranslation('joining');
  const paths = usePaths();
  const navigate = useNavigate();
  const termOf = useTermOf();
  const { centreSlug = '', membershipSlug, paymentType: paymentInUrl } = useParams();
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const user = useQuery({ ...fullUserQueryOptions(), enabled: signedIn });
  const config = useClientConfig();
  const venue = useVenue(centreSlug);
  const types = useQuery({
    ...membershipTypesQueryOptions(venue.data?.id ?? 0, session.user?.id ?? null),
    enabled: venue.data !== undefined,
    // Signing in asks again (eligibility is the customer's): the choice stays on screen meanwhile.
    placeholderData: keepPreviousData,
  });
  const [paymentType, setPaymentType] = useState<PaymentType>(
    paymentInUrl === 'fixed' ? 'fixed' : 'recurring',
  );
  const centreHref = paths.join.centre.getHref(centreSlug);

  const chosen = membershipSlug ? types.data?.find((type) => type.slug === membershipSlug) : undefined;
  const chosenOption =
    chosen && (paymentInUrl === 'recurring' || paymentInUrl === 'fixed')
      ? optionFor(chosen, paymentInUrl)
      : null;
  const purchasable = chosenOption?.isPurchasable.canPurchase === true;
  const recurring = chosenOption?.paymentType === 'recurring';
  const hasInstruction = user.data?.hasInstruction === true;
  const questions = useQuery({
    ...customQuestionsQueryOptions(chosen?.id ?? 0),
    enabled: chosen !== undefined,
  });
  const terms = useJoiningTerms();
  const titles = useStepTitles();

  // A membership in the address is one already chosen (spec part 2 §4 URL preselection).
  const [steps, setSteps] = useState(() => {
    const start = initialSteps('membership_section');
    return membershipSlug ? complete(start, 'membership_section') : start;
  });
  const [answers, setAnswers] = useState<AdditionalAnswers>({});
  const [dates, setDates] = useState<DatesChoice>({
    startDate: todayOf(),
    billingDay: null,
    promotion: null,
  });
  const [costs, setCosts] = useState<MembershipCosts | null>(null);
  const [bank, setBank] = useState(emptyBankDetails);
  const submit = useJoinSubmit({ setSteps, questions: questions.data ?? [], answers });

  // The sections a choice needs: its questions, and bank details for a monthly one without an instruction.
  const needsBank = recurring && !hasInstruction;
  // Until they have loaded, the questions are taken to be there: 'Continue' must not skip past them.
  const hasQuestions = chosen !== undefined && (questions.isPending || (questions.data?.length ?? 0) > 0);
  useEffect(() => {
    setSteps((s) =>
      display(s, {
        additional_details_section: hasQuestions,
        dd_section: needsBank,
        confirmation_section: needsBank,
      }),
    );
  }, [hasQuestions, needsBank]);

  useEffect(() => {
    const step = steps.open ? analyticsStepOf[steps.open] : undefined;
    if (step) trackJoiningStep(step);
  }, [steps.open]);

  useEffect(() => {
    if (!membershipSlug || !types.data || purchasable) return;
    showToast({
      content: t(chosenOption ? 'membership.ineligibleChosen' : 'membership.notFound'),
      type: 'danger',
    });
    navigate(toRouterPath(centreHref) ?? '/join/', { replace: true });
  }, [membershipSlug, types.data, chosenOption, purchasable, centreHref, navigate, t]);

  if (venue.error instanceof HttpError && venue.error.status === 404) return <NotFound />;
  const canShowIneligible = signedIn && venue.data?.canDisplayIneligibleMemberships === true;
  const { ofKind, accepted, accept, allAccepted, review: reviewTerms } = terms;
  const done = (id: SectionId) => setSteps((s) => complete(s, id));
  const edit = (id: SectionId) => () => setSteps((s) => reopen(s, id));
  const send = () =>
    chosen && chosenOption && venue.data
      ? submit.send({
          homeVenueId: venue.data.id,
          membershipTypeId: chosen.id,
          paymentOptionId: chosenOption.id,
          startDate: dates.startDate,
          billingDay: user.data?.hasBillingDate ? null : dates.billingDay,
          promotionCodeId: dates.promotion?.id ?? null,
          terms: accepted,
          ...(needsBank && {
            accountHolder: bank.accountHolder,
            accountDetails: {
              accountNumber: bank.accountNumber,
              sortCode: bank.sortCode,
              billingAddressLineOne: bank.billingAddressLineOne,
              billingAddressLineTwo: bank.billingAddressLineTwo,
              billingCity: bank.billingCity,
              billingPostcode: bank.billingPostcode,
            },
            ddTermsAccepted: bank.authorised && allAccepted(ofKind('direct_debit')),
          }),
        })
      : undefined;

  const body = (id: SectionId) => {
    const labelledBy = `${id}-heading`;
    switch (id) {
      case 'centre_section':
        return null;
      case 'membership_section':
        return (
          <MembershipStep
            types={types.data}
            loading={types.isPending && venue.data !== undefined}
            failed={types.isError}
            canShowIneligible={canShowIneligible}
            paymentType={paymentType}
            onPaymentType={setPaymentType}
            onChoose={(type, payment) => {
              setAnswers({});
              setSteps((s) => complete(s, 'membership_section'));
              navigate(
                toRouterPath(paths.join.membership.getHref(centreSlug, type.slug, payment)) ?? '/join/',
              );
            }}
          />
        );
      case 'details_section':
        return signedIn && user.isPending ? (
          <Spinner />
        ) : (
          <YourDetailsStep user={user.data ?? null} onDone={() => done(id)} labelledBy={labelledBy} />
        );
      case 'additional_details_section':
        return questions.isPending ? (
          <Spinner />
        ) : (
          <>
            <AdditionalQuestions
              questions={questions.data ?? []}
              answers={answers}
              onChange={(questionId, answer) => setAnswers((held) => ({ ...held, [questionId]: answer }))}
              errors={submit.questionErrors}
            />
            <div className="joining__actions">
              <Button onClick={() => done(id)}>{t('steps.continue')}</Button>
            </div>
          </>
        );
      case 'dates_section':
        return chosen && chosenOption && venue.data ? (
          <DatesStep
            venueId={venue.data.id}
            typeId={chosen.id}
            option={chosenOption}
            hasBillingDate={user.data?.hasBillingDate === true}
            value={dates}
            onChange={setDates}
            termsSlot={<JoiningTerms terms={reviewTerms} accepted={accepted} onAccept={accept} />}
            termsAccepted={allAccepted(reviewTerms)}
            serverErrors={submit.datesErrors}
            onContinue={(quoted) => {
              setCosts(quoted);
              if (needsBank) done(id);
              else void send();
            }}
          />
        ) : null;
      case 'dd_section':
        return (
          <DirectDebitStep
            collectBillingAddress={config.collectDirectDebitBillingAddress}
            provider={config.directDebitProvider}
            value={bank}
            onChange={setBank}
            ddTermsSlot={
              <JoiningTerms terms={ofKind('direct_debit')} accepted={accepted} onAccept={accept} />
            }
            ddTermsAccepted={allAccepted(ofKind('direct_debit'))}
            serverErrors={submit.bankErrors}
            onContinue={() => done(id)}
          />
        );
      case 'confirmation_section':
        return chosen && chosenOption && venue.data ? (
          <ConfirmationStep
            membership={`${chosen.name}, ${t(`membership.paymentTypes.${chosenOption.paymentType}`)}`}
            centre={venue.data.name}
            startDate={dates.startDate}
            costs={costs}
            bank={bank}
            sending={submit.sending}
            onConfirm={() => void send()}
          />
        ) : null;
      case 'checkout_section':
        return submit.sending ? <Spinner /> : null;
    }
  };

  const summaries: Partial<Record<SectionId, ReactNode>> = {
    centre_section: venue.data ? (
      <>
        {venue.data.name}{' '}
        <AppLink className="button button--md button--secondary" href={paths.join.home.getHref()}>
          {t('joining.changeLocation')}
        </AppLink>
      </>
    ) : undefined,
    membership_section:
      chosen && chosenOption
        ? `${chosen.name}: ${chosenOption.fees.baseFee.formatted} ${termOf(chosenOption)}`
        : undefined,
    details_section: user.data ? `${user.data.firstName} ${user.data.lastName}` : undefined,
    dates_section: costs
      ? t('steps.datesSummary', { date: prettyDay(dates.startDate), total: costs.totalToPayNow.formatted })
      : undefined,
    dd_section: bank.accountNumber
      ? t('steps.bankSummary', { ending: bank.accountNumber.slice(-2) })
      : undefined,
  };

  return (
    <div className="joining">
      <PageTitle title={venue.data ? t('joining.title', { centre: venue.data.name }) : t('centres.title')} />
      <h1>{t('centres.title')}</h1>
      {venue.isPending ? <Spinner /> : null}
      {venue.isError && !(venue.error instanceof HttpError && venue.error.status === 404) ? (
        <p role="alert">{t('centres.loadError')}</p>
      ) : null}
      {numbered(steps).map(({ id, number }) => {
        const isDone = id === 'centre_section' ? venue.data !== undefined : steps.edited.includes(id);
        const editable = id === 'centre_section' || id === 'membership_section' || isDone;
        return (
          <JoinSection
            key={id}
            id={id}
            number={number}
            title={titles[id]}
            open={steps.open === id}
            edited={isDone}
            summary={summaries[id]}
            onEdit={
              id === 'centre_section'
                ? undefined
                : id === 'membership_section'
                  ? () => {
                      navigate(toRouterPath(centreHref) ?? '/join/');
                      setSteps((s) => reopen(s, 'membership_section'));
                    }
                  : editable
                    ? edit(id)
                    : undefined
            }
          >
            {/* Each step's form is loaded when it first opens. */}
            <Suspense fallback={<Spinner />}>{body(id)}</Suspense>
          </JoinSection>
        );
      })}
    </div>
  );
}
