import type { completedWaiver } from '@leisure/contracts/checkout';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useWaiverGroup } from '@/features/waivers/api/waivers';
import {
  answerKey,
  type WaiverAnswers,
  WaiverQuestionField,
} from '@/features/waivers/components/waiver-question-field';
import { usePurify } from '@/lib/purify';

export type CompletedWaiver = z.infer<typeof completedWaiver>;
export type RequiredWaiver = { userId: number; userName: string; waiverSlug: string; waiverName: string };

function answerText(value: string | boolean | undefined): string {
  if (value === true) return 'yes';
  if (value === false || value === undefined) return '';
  return value;
}

type Props = { required: RequiredWaiver; answered: boolean; onAnswered: (waiver: CompletedWaiver) => void };

/** A waiver an attendee must sign before this booking: its terms and questions, sent with the order. */
export function AttendeeWaiver({ required, answered, onAnswered }: Props) {
  const { t } = useTranslation('bookings');
  const purify = usePurify();
  const group = useWaiverGroup(required.waiverSlug);
  const form = useForm<WaiverAnswers>();
  const waiver =
    group.data?.waivers.find((item) => item.attendee.id === required.userId) ?? group.data?.waivers[0];
  const title = t('checkout.waiverFor', { waiver: required.waiverName, name: required.userName });
  const submit = form.handleSubmit((values) => {
    if (!waiver || !group.data) return;
    onAnswered({
      userId: required.userId,
      // The waiver itself (the restriction); `version` says which wording was read.
      waiverId: group.data.restriction.id,
      version: waiver.version,
      answers: waiver.questions.map(({ question }) => ({
        questionId: question.id,
        answer: answerText(values[answerKey(question.id)]),
      })),
    });
  });
  return (
    <form onSubmit={submit} noValidate className="attendee-waiver" aria-label={title}>
      <h3>{title}</h3>
      {group.isPending ? <Spinner /> : null}
      {group.isError ? <p role="alert">{t('checkout.waiverLoadError')}</p> : null}
      {waiver ? (
        <>
          <div
            className="attendee-waiver__terms"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: operator HTML, sanitised by DOMPurify
            dangerouslySetInnerHTML={{ __html: purify?.sanitize(waiver.terms) ?? '' }}
          />
          {waiver.questions.map((item) => (
            <WaiverQuestionField
              key={item.question.id}
              item={item}
              register={form.register}
              error={form.formState.errors[answerKey(item.question.id)]}
            />
          ))}
          <Button type="submit" variant="secondary">
            {t('checkout.saveAnswers')}
          </Button>
          {answered ? <p role="status">{t('checkout.answersSaved')}</p> : null}
        </>
      ) : null}
    </form>
  );
}
