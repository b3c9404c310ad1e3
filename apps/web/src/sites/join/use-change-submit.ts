import type { CustomQuestion } from '@leisure/contracts/custom-questions';
import type { ChangeRequest } from '@leisure/contracts/memberships';
import { useQueryClient } from '@tanstack/react-query';
import { type Dispatch, type SetStateAction, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cartQueryKey } from '@/features/basket/api/get-cart';
import { changeMembership } from '@/features/joining/api/change-membership';
import { postCustomQuestionAnswers } from '@/features/joining/api/custom-questions';
import {
  type AdditionalAnswers,
  answersRequest,
  questionErrors as byQuestion,
  unansweredRequired,
} from '@/features/joining/lib/additional-answers';
import { reopen, type SectionId, type Steps } from '@/features/joining/lib/join-steps';
import { HttpError } from '@/lib/http';
import { usePaths } from '@/lib/paths-context';
import { showToast } from '@/lib/toast';
import { useGoTo } from '@/lib/use-go-to';
import { idempotencyKeyOf } from './idempotency-key';

type Deps = {
  membershipId: number;
  setSteps: Dispatch<SetStateAction<Steps>>;
  questions: CustomQuestion[];
  answers: AdditionalAnswers;
};

/** The section where a refusal can be put right. */
function sectionOf(field: string): SectionId {
  if (field.startsWith('answers.')) return 'additional_details_section';
  if (field === 'paymentOptionId') return 'membership_section';
  return 'dates_section';
}

/**
 * Submitting a change (spec part 2 §4 Review step continuation): required questions first, then the
 * change, the answers for the new membership, and the checkout, or the order's confirmation when the
 * change cost nothing and is made. A refusal reopens the section it is about with its message there
 * (`startsAt` on the start date, `paymentOptionId` on the membership step); anything else is the toast.
 */
export function useChangeSubmit({ membershipId, setSteps, questions, answers }: Deps) {
  const { t } = useTranslation('joining');
  const { t: common } = useTranslation('common');
  const goTo = useGoTo();
  const paths = usePaths();
  const queryClient = useQueryClient();
  const nonce = useRef(crypto.randomUUID());
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  async function send(body: ChangeRequest) {
    if (unansweredRequired(questions, answers).length > 0) {
      showToast({ type: 'danger', content: t('additional.unanswered') });
      setSteps((s) => reopen(s, 'additional_details_section'));
      return;
    }
    setSending(true);
    setErrors({});
    try {
      const key = await idempotencyKeyOf(nonce.current, { membershipId, ...body });
      const changed = await changeMembership(membershipId, body, key);
      if (questions.length > 0)
        await postCustomQuestionAnswers(changed.membershipId, answersRequest(questions, answers));
      await queryClient.invalidateQueries({ queryKey: cartQueryKey });
      await goTo(
        changed.orderId === null
          ? paths.bookings.checkout.getHref()
          : paths.bookings.bookingConfirmed.getHref(changed.orderId),
      );
    } catch (err) {
      const fields = err instanceof HttpError ? err.fieldErrors : {};
      const first = Object.keys(fields)[0];
      if (err instanceof HttpError && err.status === 422 && first) {
        setErrors(fields);
        setSteps((s) => reopen(s, sectionOf(first)));
      } else showToast({ type: 'danger', content: common('errors.generic') });
    } finally {
      setSending(false);
    }
  }

  return {
    send,
    sending,
    startsAtError: errors.startsAt?.join(' '),
    membershipError: errors.paymentOptionId?.join(' '),
    questionErrors: byQuestion(errors),
  };
}
