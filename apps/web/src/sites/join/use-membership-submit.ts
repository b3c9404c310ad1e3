import type { CustomQuestion } from '@leisure/contracts/custom-questions';
import { useQueryClient } from '@tanstack/react-query';
import { type Dispatch, type SetStateAction, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cartQueryKey } from '@/features/basket/api/get-cart';
import { postCustomQuestionAnswers } from '@/features/joining/api/custom-questions';
import {
  type AdditionalAnswers,
  answersRequest,
  questionErrors as byQuestion,
  unansweredRequired,
} from '@/features/joining/lib/additional-answers';
import { reopen, type SectionId, type Steps } from '@/features/joining/lib/join-steps';
import { HttpError } from '@/lib/http';
import { showToast } from '@/lib/toast';
import { useGoTo } from '@/lib/use-go-to';
import { idempotencyKeyOf } from './idempotency-key';

type Options<Body, Made> = {
  setSteps: Dispatch<SetStateAction<Steps>>;
  questions: CustomQuestion[];
  answers: AdditionalAnswers;
  /** The call, sent with an Idempotency-Key of this visit and this choice. */
  submit: (body: Body, key: string) => Promise<Made>;
  /** Where the member goes once it is made: the checkout, or an order's confirmation. */
  destination: (made: Made) => string;
  /** The section where a refused field can be put right. */
  sectionOf: (field: string) => SectionId;
  /** Told of the refusals before their section opens (a toast for one that has no field on the page). */
  onRefused?: (fields: Record<string, string[]>) => void;
};

/**
 * Submitting a join or a change (spec part 2 §4 Review step continuation): required questions first, then
 * the call, the answers for the membership it made, the basket read again, and on to where it leads. A
 * refusal reopens the section it is about, with its message there; anything else is the generic toast.
 */
export function useMembershipSubmit<Body, Made extends { membershipId: number }>(
  options: Options<Body, Made>,
) {
  const { setSteps, questions, answers } = options;
  const { t } = useTranslation('joining');
  const { t: common } = useTranslation('common');
  const goTo = useGoTo();
  const queryClient = useQueryClient();
  const nonce = useRef(crypto.randomUUID());
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  async function send(body: Body) {
    if (unansweredRequired(questions, answers).length > 0) {
      showToast({ type: 'danger', content: t('additional.unanswered') });
      setSteps((s) => reopen(s, 'additional_details_section'));
      return;
    }
    setSending(true);
    setErrors({});
    try {
      const made = await options.submit(body, await idempotencyKeyOf(nonce.current, body));
      if (questions.length > 0)
        await postCustomQuestionAnswers(made.membershipId, answersRequest(questions, answers));
      // The basket the checkout reads now holds the membership.
      await queryClient.invalidateQueries({ queryKey: cartQueryKey });
      await goTo(options.destination(made));
    } catch (err) {
      const fields = err instanceof HttpError ? err.fieldErrors : {};
      const first = Object.keys(fields)[0];
      if (err instanceof HttpError && err.status === 422 && first) {
        setErrors(fields);
        options.onRefused?.(fields);
        setSteps((s) => reopen(s, options.sectionOf(first)));
      } else showToast({ type: 'danger', content: common('errors.generic') });
    } finally {
      setSending(false);
    }
  }

  return { send, sending, errors, questionErrors: byQuestion(errors) };
}
