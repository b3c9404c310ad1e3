import { billingLabels, updateSavedCardRequest } from '@leisure/contracts/payments';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { applyFieldErrors } from '@/lib/form-errors';
import { HttpError } from '@/lib/http';
import { showToast } from '@/lib/toast';
import { type SavedCard, useUpdateSavedCard } from '../api/saved-cards';
import './payments.css';

type BillingValues = {
  firstName: string;
  lastName: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  postCode: string;
};
const fields = ['firstName', 'lastName', 'addressLine1', 'addressLine2', 'city', 'postCode'] as const;

/**
 * The contract's own rules, so the form and the API say the same words: '{label} is required.', longer
 * than 1 character, and 'Please enter a valid postcode' (spec part 2 §5 "Billing form").
 */
const billingResolver: Resolver<BillingValues> = async (values) => {
  const result = updateSavedCardRequest.safeParse(values);
  if (result.success) {
    return {
      values: { ...values, ...result.data, addressLine2: result.data.addressLine2 ?? '' },
      errors: {},
    };
  }
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

const valuesOf = (card: SavedCard): BillingValues => ({
  firstName: card.firstName ?? '',
  lastName: card.lastName ?? '',
  addressLine1: card.addressLine1 ?? '',
  addressLine2: card.addressLine2 ?? '',
  city: card.city ?? '',
  postCode: card.postCode ?? '',
});

const autoComplete: Record<(typeof fields)[number], string> = {
  firstName: 'billing given-name',
  lastName: 'billing family-name',
  addressLine1: 'billing address-line1',
  addressLine2: 'billing address-line2',
  city: 'billing address-level2',
  postCode: 'billing postal-code',
};

/** The saved card's billing address: Save only once every check passes; the server's 422 under its field. */
export function BillingForm({ card }: { card: SavedCard }) {
  const { t } = useTranslation('payments');
  const update = useUpdateSavedCard(card.id);
  const form = useForm<BillingValues>({
    defaultValues: valuesOf(card),
    resolver: billingResolver,
    mode: 'onTouched',
  });
  const { errors, isValid, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      form.reset(valuesOf(saved));
      showToast({ type: 'success', content: t('manageCard.saved') });
    } catch (error) {
      const unmatched = applyFieldErrors(error, form.setError, fields);
      if (!(error instanceof HttpError) || error.status !== 422 || unmatched.length > 0) {
        form.setError('root.server', { type: 'server', message: t('manageCard.saveError') });
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate className="billing-form" aria-labelledby="billing-heading">
      <h2 id="billing-heading">{t('manageCard.billingHeading')}</h2>
      {fields.map((field) => (
        <TextField
          key={field}
          label={billingLabels[field]}
          hint={field === 'addressLine2' ? t('manageCard.optional') : undefined}
          required={field !== 'addressLine2'}
          autoComplete={autoComplete[field]}
          error={errors[field]?.message}
          {...form.register(field)}
        />
      ))}
      {errors.root?.server ? (
        <p role="alert" className="billing-form__error">
          {errors.root.server.message}
        </p>
      ) : null}
      <Button type="submit" disabled={!isValid || isSubmitting} aria-busy={isSubmitting || undefined}>
        {isSubmitting ? t('manageCard.saving') : t('manageCard.save')}
      </Button>
    </form>
  );
}
