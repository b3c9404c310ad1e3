import type { CustomQuestion } from '@leisure/contracts/custom-questions';
import type { ChangeRequest, ChangeResponse } from '@leisure/contracts/memberships';
import type { Dispatch, SetStateAction } from 'react';
import { changeMembership } from '@/features/joining/api/change-membership';
import type { AdditionalAnswers } from '@/features/joining/lib/additional-answers';
import type { SectionId, Steps } from '@/features/joining/lib/join-steps';
import { usePaths } from '@/lib/paths-context';
import { useMembershipSubmit } from './use-membership-submit';

type ChangeMade = ChangeResponse['data'];

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
 * Submitting a change: the change, the answers for the new membership, and the checkout, or the order's
 * confirmation when the change cost nothing and is made. `startsAt` shows on the start date,
 * `paymentOptionId` on the membership step.
 */
export function useChangeSubmit({ membershipId, setSteps, questions, answers }: Deps) {
  const paths = usePaths();
  const submit = useMembershipSubmit<ChangeRequest, ChangeMade>({
    setSteps,
    questions,
    answers,
    submit: (body, key) => changeMembership(membershipId, body, key),
    destination: (made) =>
      made.orderId === null
        ? paths.bookings.checkout.getHref()
        : paths.bookings.bookingConfirmed.getHref(made.orderId),
    sectionOf,
  });
  return {
    send: submit.send,
    sending: submit.sending,
    startsAtError: submit.errors.startsAt?.join(' '),
    membershipError: submit.errors.paymentOptionId?.join(' '),
    questionErrors: submit.questionErrors,
  };
}
