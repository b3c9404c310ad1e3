import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { HttpError } from '@/lib/http';
import { type AppliedPromotion, useValidatePromotion } from '../api/validate-promotion';

type Props = {
  paymentOptionId: number;
  applied: AppliedPromotion | null;
  /** The costs call's or the submit's word on the applied code. */
  error: string | undefined;
  onApply: (promotion: AppliedPromotion) => void;
  onRemove: () => void;
};

/**
 * The promo code (spec part 2 §5 Promo code): a code the API does not know is 'Code not recognised';
 * one it knows is locked in the field, read-only, until removed.
 */
export function PromoCode({ paymentOptionId, applied, error, onApply, onRemove }: Props) {
  const { t } = useTranslation('joining');
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const validate = useValidatePromotion();
  const field = useRef<HTMLInputElement>(null);

  const apply = () => {
    const code = typed.trim();
    if (!code || validate.isPending) return;
    validate.mutate(
      { code, paymentOptionId },
      {
        onSuccess: (promotion) => {
          setProblem(null);
          setTyped('');
          onApply(promotion);
        },
        onError: (failure) => {
          const unknown = failure instanceof HttpError && (failure.status === 404 || failure.status === 422);
          setProblem(unknown ? t('dates.promo.notRecognised') : failure.message);
          // Back to the field, which the message describes (the http client scrolled to the top on a 404).
          field.current?.focus();
        },
      },
    );
  };

  return (
    <div className="dates-step__promo">
      <TextField
        ref={field}
        label={t('dates.promo.label')}
        autoComplete="off"
        readOnly={applied !== null}
        value={applied?.code ?? typed}
        error={applied ? error : (problem ?? error)}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          setProblem(null);
        }}
        onKeyDown={(event) => {
          // Enter applies the code, and never submits a form the page may wrap the step in.
          if (event.key !== 'Enter' || applied) return;
          event.preventDefault();
          apply();
        }}
      />
      {/* One button that changes its job, so focus stays on it when the code is applied or removed. */}
      <Button
        variant="secondary"
        busy={validate.isPending}
        disabled={!applied && typed.trim() === ''}
        onClick={() => {
          if (!applied) return apply();
          setProblem(null);
          onRemove();
          // The button is about to be 'Apply' with nothing typed, so disabled: the field takes the focus.
          field.current?.focus();
        }}
      >
        {applied ? t('dates.promo.remove') : t('dates.promo.apply')}
      </Button>
      <p className="visually-hidden" role="status">
        {applied ? t('dates.promo.applied', { code: applied.code }) : ''}
      </p>
    </div>
  );
}
