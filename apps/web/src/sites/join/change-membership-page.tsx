import type { MembershipType } from '@leisure/contracts/membership-catalogue';
import type { ChangeCosts } from '@leisure/contracts/memberships';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { changeOptionsQueryOptions } from '@/features/joining/api/change-membership';
import { customQuestionsQueryOptions } from '@/features/joining/api/custom-questions';
import { useTermOf } from '@/features/joining/components/membership-card';
import type { AdditionalAnswers } from '@/features/joining/lib/additional-answers';
import { trackJoiningStep } from '@/features/joining/lib/analytics';
import {
  complete,
  display,
  initialSteps,
  numbered,
  reopen,
  type SectionId,
} from '@/features/joining/lib/join-steps';
import { optionFor } from '@/features/joining/lib/membership-filter';
import { prettyDay } from '@/features/joining/lib/start-date';
import { fullUserQueryOptions } from '@/features/user/api/get-user';
import { HttpError } from '@/lib/http';
import { Component as NotFound } from './join-not-found';
import {
  AdditionalQuestions,
  JoiningTerms,
  useJoiningTerms,
  useStepTitles,
  YourDetailsStep,
} from './join-parts';
import { JoinSection } from './join-section';
import { ManageMembershipFrame, ManageMembershipHeader } from './manage-membership-frame';
import { MembershipStep } from './membership-step';
import { useChangeSubmit } from './use-change-submit';
import './joining-page.css';

export { loader } from './join-parts';

const ChangeDatesStep = lazy(() =>
  import('@/features/joining/components/change-dates-step').then((m) => ({ default: m.ChangeDatesStep })),
);

/** Spec part 2 §4 Analytics steps: a change tells only the membership (2) and your details (3). */
const analyticsStepOf: Partial<Record<SectionId, 2 | 3>> = { membership_section: 2, details_section: 3 };

/** Spec part 2 §2: the change variant has no centre step, and no direct debit (the mandate carries over). */
const changeSections = { centre_section: false, dd_section: false, confirmation_section: false };

export function Component() {
  return (
    <ManageMembershipFrame>
      <ChangeMembership />
    </ManageMembershipFrame>
  );
}

/**
 * Changing a membership (spec part 2 §2, §4): the memberships it may become, paid the same way (no
 * payment toggle); your details; the new type's questions; the start date and what the change costs;
 * then the change, and the checkout or, when it cost nothing, the order's confirmation.
 */
function ChangeMembership() {
  const { t } = useTranslation('joining');
  const termOf = useTermOf();
  const titles = useStepTitles();
  const membershipId = Number(useParams().membershipId);
  const options = useQuery({ ...changeOptionsQueryOptions(membershipId), enabled: membershipId > 0 });
  const user = useQuery(fullUserQueryOptions());
  const paymentType = options.data?.membership.paymentType ?? 'recurring';
  const [chosen, setChosen] = useState<MembershipType | null>(null);
  const option = chosen ? optionFor(chosen, paymentType) : null;
  const questions = useQuery({ ...customQuestionsQueryOptions(chosen?.id ?? 0), enabled: chosen !== null });
  const terms = useJoiningTerms();
  const [steps, setSteps] = useState(() => initialSteps('membership_section', changeSections));
  const [answers, setAnswers] = useState<AdditionalAnswers>({});
  const [startDate, setStartDate] = useState<string | null>(null);
  const [costs, setCosts] = useState<ChangeCosts | null>(null);
  const submit = useChangeSubmit({ membershipId, setSteps, questions: questions.data ?? [], answers });

  // Until they have loaded, the questions are taken to be there: 'Continue' must not skip past them.
  const hasQuestions = chosen !== null && (questions.isPending || (questions.data?.length ?? 0) > 0);
  useEffect(() => {
    setSteps((s) => display(s, { additional_details_section: hasQuestions }));
  }, [hasQuestions]);

  useEffect(() => {
    const step = steps.open ? analyticsStepOf[steps.open] : undefined;
    if (step) trackJoiningStep(step);
  }, [steps.open]);

  const refused = options.error instanceof HttpError && [403, 404].includes(options.error.status);
  if (!(membershipId > 0) || refused) return <NotFound />;

  const done = (id: SectionId) => setSteps((s) => complete(s, id));
  const body = (id: SectionId): ReactNode => {
    switch (id) {
      case 'membership_section':
        return (
          <>
            {submit.membershipError ? <p role="alert">{submit.membershipError}</p> : null}
            <MembershipStep
              types={options.data?.types}
              loading={options.isPending}
              failed={options.isError}
              canShowIneligible={false}
              paymentType={paymentType}
              onPaymentType={() => undefined}
              paymentToggle={false}
              onChoose={(type) => {
                setAnswers({});
                setCosts(null);
                setChosen(type);
                done(id);
              }}
            />
          </>
        );
      case 'details_section':
        return user.isPending ? (
          <Spinner />
        ) : (
          <YourDetailsStep user={user.data ?? null} onDone={() => done(id)} labelledBy={`${id}-heading`} />
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
        return option ? (
          <ChangeDatesStep
            membershipId={membershipId}
            paymentOptionId={option.id}
            startDate={startDate}
            onStartDate={setStartDate}
            termsSlot={
              <JoiningTerms terms={terms.review} accepted={terms.accepted} onAccept={terms.accept} />
            }
            termsAccepted={terms.allAccepted(terms.review)}
            serverError={submit.startsAtError}
            onContinue={(quoted) => {
              setCosts(quoted);
              void submit.send({ startsAt: startDate ?? quoted.startDate, paymentOptionId: option.id });
            }}
          />
        ) : null;
      case 'checkout_section':
        return submit.sending ? <Spinner /> : null;
      default:
        return null;
    }
  };

  const summaries: Partial<Record<SectionId, ReactNode>> = {
    membership_section:
      chosen && option ? `${chosen.name}: ${option.fees.baseFee.formatted} ${termOf(option)}` : undefined,
    details_section: user.data ? `${user.data.firstName} ${user.data.lastName}` : undefined,
    dates_section: costs
      ? t('steps.datesSummary', {
          date: prettyDay(startDate ?? costs.startDate),
          total: costs.totalDueNow.formatted,
        })
      : undefined,
  };

  return (
    <div className="joining">
      <ManageMembershipHeader title={t('manage.changeTitle')} />
      {options.data ? (
        <p className="joining__renewal">
          {t('change.current', {
            name: options.data.membership.name,
            reference: options.data.membership.reference,
          })}
        </p>
      ) : null}
      {numbered(steps).map(({ id, number }) => {
        const isDone = steps.edited.includes(id);
        const editable = id === 'membership_section' || isDone;
        return (
          <JoinSection
            key={id}
            id={id}
            number={number}
            title={titles[id]}
            open={steps.open === id}
            edited={isDone}
            summary={summaries[id]}
            onEdit={editable && id !== 'checkout_section' ? () => setSteps((s) => reopen(s, id)) : undefined}
          >
            <Suspense fallback={<Spinner />}>{body(id)}</Suspense>
          </JoinSection>
        );
      })}
    </div>
  );
}
