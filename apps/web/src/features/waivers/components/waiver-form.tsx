import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { HttpError } from '@/lib/http';
import { usePurify } from '@/lib/purify';
import { showToast } from '@/lib/toast';
import { useSignWaiver, type Waiver } from '../api/waivers';
import { answerKey, type WaiverAnswers, WaiverQuestionField } from './waiver-question-field';

function answerText(value: string | boolean | undefined): string {
  if (value === true) return 'yes';
  if (value === false || value === undefined) return '';
  return value;
}

/** An unsigned waiver: the latest version's terms, its questions and 'I agree' (spec part 1 §4). */
export function WaiverForm({ slug, waiver }: { slug: string; waiver: Waiver }) {
  const { t } = useTranslation('account');
  const purify = usePurify();
  const sign = useSignWaiver(slug);
  const form = useForm<WaiverAnswers>();
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await sign.mutateAsync({
        version: waiver.version,
        answers: waiver.questions.map(({ question }) => ({
          questionId: question.id,
          answer: answerText(values[answerKey(question.id)]),
        })),
      });
      showToast({ type: 'success', content: t('waivers.signedToast') });
    } catch (error) {
      // Spec part 1 §8: answers that come back with validation messages show the neutral toast.
      if (error instanceof HttpError && error.status === 422) {
        showToast({
          type: 'neutral',
          content: t('waivers.submitError'),
          validationMessages: error.fieldErrors,
        });
      } else {
        showToast({
          type: 'danger',
          content: error instanceof HttpError ? error.message : t('errors.generic', { ns: 'common' }),
        });
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate className="waiver-form">
      <div
        className="waiver-form__terms"
        // Operator HTML, sanitised again before it is shown (ARCHITECTURE.md, security model).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
        dangerouslySetInnerHTML={{ __html: purify?.sanitize(waiver.terms) ?? '' }}
      />
      {waiver.questions.length > 0 ? (
        <fieldset className="waiver-form__questions">
          <legend>{t('waivers.questions')}</legend>
          {waiver.questions.map((item) => (
            <WaiverQuestionField
              key={item.question.id}
              item={item}
              register={form.register}
              error={errors[answerKey(item.question.id)]}
            />
          ))}
        </fieldset>
      ) : null}
      <Button type="submit" size="lg" disabled={sign.isPending}>
        {sign.isPending ? t('waivers.submitting') : t('waivers.agree')}
      </Button>
    </form>
  );
}
