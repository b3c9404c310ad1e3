import type { CustomQuestion } from '@leisure/contracts/custom-questions';
import type { JoinMembershipRequest } from '@leisure/contracts/online-joining';
import type { Dispatch, SetStateAction } from 'react';
import { joinMembership } from '@/features/joining/api/join-membership';
import type { DatesField } from '@/features/joining/components/dates-step';
import type { DirectDebitField } from '@/features/joining/components/direct-debit-step';
import type { AdditionalAnswers } from '@/features/joining/lib/additional-answers';
import type { SectionId, Steps } from '@/features/joining/lib/join-steps';
import { usePaths } from '@/lib/paths-context';
import { showToast } from '@/lib/toast';
import { useMembershipSubmit } from './use-membership-submit';

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

/** Submitting the join: the membership into the basket, its answers, and the checkout. */
export function useJoinSubmit({ setSteps, questions, answers }: Deps) {
  const paths = usePaths();
  const submit = useMembershipSubmit<JoinMembershipRequest, { membershipId: number }>({
    setSteps,
    questions,
    answers,
    submit: joinMembership,
    destination: () => paths.bookings.checkout.getHref(),
    sectionOf,
    // The choice itself was refused (no longer eligible): said at once, as the membership step reopens.
    onRefused: (fields) => {
      if (fields.membershipTypeId) showToast({ type: 'danger', content: fields.membershipTypeId.join(' ') });
    },
  });
  return {
    send: submit.send,
    sending: submit.sending,
    datesErrors: pick(submit.errors, datesFields),
    bankErrors: pick(submit.errors, bankFields),
    questionErrors: submit.questionErrors,
  };
}
