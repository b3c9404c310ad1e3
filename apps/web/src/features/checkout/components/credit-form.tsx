import { currencySymbol } from '@leisure/contracts/money';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { formatMoney } from '@/lib/money';

type Props = {
  available: number;
  maxApplicable: number;
  /** Credit in use now, minor units. */
  value: number;
  disabled: boolean;
  /** The operator's currency (ISO code), for the amounts and the field's label. */
  currency: string;
  onApply: (amount: number) => void;
};

type Values = { amount: string };

/** Credit to put against the basket, up to what this basket can take. */
export function CreditForm({ available, maxApplicable, value, disabled, currency, onApply }: Props) {
  const { t } = useTranslation('bookings');
  const form = useForm<Values>({ values: { amount: (value / 100).toFixed(2) } });
  const max = formatMoney(maxApplicable, currency);
  const submit = form.handleSubmit(({ amount }) => onApply(Math.round(Number(amount) * 100)));
  return (
    <section aria-labelledby="credit-heading" className="credit-form">
      <h2 id="credit-heading">{t('checkout.credit')}</h2>
      <p>{t('checkout.creditAvailable', { amount: formatMoney(available, currency), max })}</p>
      <form onSubmit={submit} noValidate className="credit-form__row">
        <TextField
          label={t('checkout.creditAmount', { symbol: currencySymbol(currency) })}
          inputMode="decimal"
          error={form.formState.errors.amount?.message}
          {...form.register('amount', {
            validate: (amount) => {
              const minor = Math.round(Number(amount) * 100);
              if (!Number.isFinite(minor) || minor < 0 || minor > maxApplicable) {
                return t('checkout.creditTooMuch', { max });
              }
              return true;
            },
          })}
        />
        <Button type="submit" variant="secondary" disabled={disabled}>
          {t('checkout.applyCredit')}
        </Button>
      </form>
    </section>
  );
}
