import type { CustomQuestion } from '@leisure/contracts/custom-questions';
import type { JoinMembershipRequest } from '@leisure/contracts/online-joining';
import { useQueryClient } from '@tanstack/react-query';
import { type Dispatch, type SetStateAction, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { cartQueryKey } from '@/features/basket/api/get-cart';
import { postCustomQuestionAnswers } from '@/features/joining/api/custom-questions';
import { joinMembership } from '@/features/joining/api/join-membership';
import type { DatesField } from '@/features/joining/components/dates-step';
import type { DirectDebitField } from '@/features/joining/components/direct-debit-step';
import {
  type AdditionalAnswers,
  answersRequest,
  questionErrors as byQuestion,
  unansweredRequired,
} from '@/features/joining/lib/additional-answers';
import { reopen, type SectionId, type Steps } from '@/features/joining/lib/join-steps';
import { HttpError } from '@/lib/http';
import { toRouterPath } from '@/lib/paths';
import { usePaths } from '@/lib/paths-context';
import { showToast } from '@/lib/toast';
import { idempotencyKeyOf } from './idempotency-key';

const datesFields: DatesField[] = ['startDate', 'billingDay', 'promotion'];
const bankFields: DirectDebitField[] = [
  'accountHolder',
  'accountDetails',
  'accountDetails.accountNumber',
  'accountDetails.sortCode',
  'accountDetails.billingAddress',
];

/** The section where a refusal can be put right (spec part 2 §5 Submission messages: sections show warnings). */
function sectionOf(field: string): SectionId {
  if (field.startsWith('answers.')) return 'additional_details_section';
  if ((bankFields as string[]).includes(field)) return 'dd_section';
  if (field === 'membershipTypeId' || field === 'homeVenueId') return 'membership_section';
  return 'dates_section';
}

const pick = <K extends string>(errors: Record<string, string[]>, keys: K[]) =>
  Object.fromEntries(keys.flatMap((k) => (errors[k] ? [[k, errors[k]!.join(' ')]] : []))) as Partial<
    Record<K, string>
  >;

type Deps = {
  setSteps: Dispatch<SetStateAction<Steps>>;
  questions: CustomQuestion[];
  answers: AdditionalAnswers;
};

/**
 * Submitting the join (spec part 2 §4 Review step continuation): required questions first, then the
 * membership into the basket, its answers, and the checkout. A refusal reopens the section it is about,
 * with its message there; anything else is the generic toast.
 */
export function useJoinSubmit({ setSteps, questions, answers }: Deps) {
  const { t } = useTranslation('joining');
  const { t: common } = useTranslation('common');
  const navigate = useNavigate();
  const paths = usePaths();
  const queryClient = useQueryClient();
  const nonce = useRef(crypto.randomUUID());
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  async function send(body: JoinMembershipRequest) {
    if (unansweredRequired(questions, answers).length > 0) {
      showToast({ type: 'danger', content: t('additional.unanswered') });
      setSteps((s) => reopen(s, 'additional_details_section'));
      return;
    }
    setSending(true);
    setErrors({});
    try {
      const joined = await joinMembership(body, await idempotencyKeyOf(nonce.current, body));
      if (questions.length > 0)
        await postCustomQuestionAnswers(joined.membershipId, answersRequest(questions, answers));
      // The basket the checkout reads now holds the membership.
      await queryClient.invalidateQueries({ queryKey: cartQueryKey });
      const checkout = paths.bookings.checkout.getHref();
      const inApp = toRouterPath(checkout);
      if (inApp) navigate(inApp);
      else window.location.assign(checkout);
    } catch (err) {
      const fields = err instanceof HttpError ? err.fieldErrors : {};
      const first = Object.keys(fields)[0];
      if (err instanceof HttpError && err.status === 422 && first) {
        setErrors(fields);
        if (fields.membershipTypeId)
          showToast({ type: 'danger', content: fields.membershipTypeId.join(' ') });
        setSteps((s) => reopen(s, sectionOf(first)));
      } else showToast({ type: 'danger', content: common('errors.generic') });
    } finally {
      setSending(false);
    }
  }

  return {
    send,
    sending,
    datesErrors: pick(errors, datesFields),
    bankErrors: pick(errors, bankFields),
    questionErrors: byQuestion(errors),
  };
}
