import type { DeskAppliedTender } from '@leisure/contracts/foh-desk';
import { type FormEvent, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { formatMoney } from '@/lib/money';
import {
  type DeskPayment,
  emptyTenders,
  parseAmount,
  paymentsOf,
  summariseTenders,
  syncedPayments,
  type TenderDraft,
  type TenderField,
  textsOfSynced,
} from '../lib/desk-tenders';
import { CardTender } from './card-tender';

type Texts = Record<Exclude<TenderField, 'card'>, string>;
type Card = { amount: number; paymentId: number } | null;
const blank: Texts = {
  cash: '',
  chequeAmount: '',
  chequeReference: '',
  voucherAmount: '',
  voucherReference: '',
  credit: '',
};
const amountFields = ['credit', 'voucherAmount', 'chequeAmount', 'cash'] as const;
const order: TenderField[] = [
  'credit',
  'voucherAmount',
  'voucherReference',
  'chequeAmount',
  'chequeReference',
  'card',
  'cash',
];

type Props = {
  customerId: number;
  total: number;
  /** The tenders the basket kept: the form starts from them, so a reload keeps what staff typed. */
  synced?: DeskAppliedTender[];
  /** Keeps the tenders (but a card) with the basket as staff leave each field. */
  onSync?: (payments: DeskPayment[]) => void;
  maxCredit: number;
  paying: boolean;
  /** Something else stops the sale (a waiver to sign): the reason, shown by the button. */
  blocked?: string | null;
  /** The operator's checkout terms, which the customer agrees to at the desk as they would online. */
  terms?: { id: number; title: string }[];
  onPay: (payments: DeskPayment[], termIds: number[]) => void;
};

function draftOf(texts: Texts, card: Card): { draft: TenderDraft; unreadable: TenderField[] } {
  const unreadable: TenderField[] = [];
  const amount = (field: (typeof amountFields)[number]) => {
    const value = parseAmount(texts[field]);
    if (value === null) unreadable.push(field);
    return value ?? 0;
  };
  const draft: TenderDraft = {
    ...emptyTenders,
    credit: amount('credit'),
    voucher: { amount: amount('voucherAmount'), reference: texts.voucherReference },
    cheque: { amount: amount('chequeAmount'), reference: texts.chequeReference },
    cash: amount('cash'),
    card: card ?? { amount: 0, paymentId: null },
  };
  return { draft, unreadable };
}

/**
 * Tenders for a desk sale: credit, an offline voucher, a cheque, a card and the cash handed over, with the
 * running balance and the change due worked out as they are typed, and kept with the basket as each field
 * is left. 'Take payment' goes once they cover the total.
 */
export function TenderForm({
  customerId,
  total,
  synced = [],
  onSync,
  maxCredit,
  paying,
  blocked,
  terms = [],
  onPay,
}: Props) {
  const { t } = useTranslation('foh');
  const [texts, setTexts] = useState<Texts>(() => ({ ...blank, ...textsOfSynced(synced) }));
  const [card, setCard] = useState<Card>(null);
  const [tried, setTried] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const termsId = useId();
  const { draft, unreadable } = draftOf(texts, card);
  const summary = summariseTenders(total, draft, maxCredit);
  const lastSynced = useRef(JSON.stringify(syncedPayments(draftOf(texts, null).draft, summary)));
  const sync = () => {
    if (!onSync || unreadable.length > 0) return;
    const payments = syncedPayments(draft, summary);
    const said = JSON.stringify(payments);
    if (!payments || said === lastSynced.current) return;
    lastSynced.current = said;
    onSync(payments);
  };
  const takeCard = useCallback((taken: Card) => setCard(taken), []);
  const leftForCard = summariseTenders(
    total,
    { ...draft, card: { amount: 0, paymentId: null }, cash: 0 },
    maxCredit,
  ).balance;

  const errorOf = (field: TenderField): string | undefined => {
    if (unreadable.includes(field)) return t('tenders.problem.format');
    const problem = summary.problems[field];
    if (!problem || (problem !== 'creditOverMax' && !tried)) return undefined;
    return t(`tenders.problem.${problem}`, { max: formatMoney(maxCredit) });
  };
  const set = (field: keyof Texts) => (event: FormEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setTexts((current) => ({ ...current, [field]: value }));
  };
  const amountProps = (field: keyof Texts) => ({
    name: field,
    inputMode: 'decimal' as const,
    autoComplete: 'off',
    value: texts[field],
    onInput: set(field),
    error: errorOf(field),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    const form = event.currentTarget;
    const firstWrong = order.find((field) => unreadable.includes(field) || summary.problems[field]);
    const needsTerms = terms.length > 0 && !agreed;
    if (firstWrong || !summary.ready || blocked || needsTerms) {
      const target = firstWrong ?? (summary.balance > 0 ? 'cash' : needsTerms ? 'terms' : null);
      if (target) (form.elements.namedItem(target) as HTMLInputElement | null)?.focus();
      return;
    }
    onPay(
      paymentsOf(draft, summary),
      terms.map((term) => term.id),
    );
  };

  return (
    <form
      className="desk-tenders"
      onSubmit={submit}
      onBlur={sync}
      noValidate
      aria-labelledby="desk-tenders-heading"
    >
      <h2 id="desk-tenders-heading">{t('tenders.heading')}</h2>
      {maxCredit > 0 ? (
        <TextField
          label={t('tenders.credit')}
          hint={t('tenders.creditHint', { max: formatMoney(maxCredit) })}
          {...amountProps('credit')}
        />
      ) : null}
      <fieldset className="desk-tenders__pair">
        <legend>{t('tenders.voucher')}</legend>
        <TextField label={t('tenders.voucherAmount')} {...amountProps('voucherAmount')} />
        <TextField
          label={t('tenders.voucherReference')}
          name="voucherReference"
          autoComplete="off"
          value={texts.voucherReference}
          onInput={set('voucherReference')}
          error={errorOf('voucherReference')}
        />
      </fieldset>
      <fieldset className="desk-tenders__pair">
        <legend>{t('tenders.cheque')}</legend>
        <TextField label={t('tenders.chequeAmount')} {...amountProps('chequeAmount')} />
        <TextField
          label={t('tenders.chequeReference')}
          name="chequeReference"
          autoComplete="off"
          value={texts.chequeReference}
          onInput={set('chequeReference')}
          error={errorOf('chequeReference')}
        />
      </fieldset>
      <CardTender customerId={customerId} left={leftForCard} taken={card} onTaken={takeCard} />
      {errorOf('card') ? (
        <p className="desk-tenders__short" role="alert">
          {errorOf('card')}
        </p>
      ) : null}
      <div className="desk-tenders__cash">
        <TextField label={t('tenders.cash')} hint={t('tenders.cashHint')} {...amountProps('cash')} />
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            const rest = summariseTenders(total, { ...draft, cash: 0 }, maxCredit).balance;
            setTexts((current) => ({ ...current, cash: (rest / 100).toFixed(2) }));
          }}
        >
          {t('tenders.exactCash')}
        </Button>
      </div>
      <dl className="desk-tenders__summary" aria-live="polite" aria-atomic="true">
        <div>
          <dt>{t('tenders.total')}</dt>
          <dd>{formatMoney(total)}</dd>
        </div>
        <div>
          <dt>{t('tenders.balance')}</dt>
          <dd data-testid="desk-balance">{formatMoney(summary.balance)}</dd>
        </div>
        <div className="desk-tenders__change">
          <dt>{t('tenders.change')}</dt>
          <dd data-testid="desk-change">{formatMoney(summary.changeDue)}</dd>
        </div>
      </dl>
      {tried && !summary.ready && summary.balance > 0 ? (
        <p className="desk-tenders__short" role="alert">
          {t('tenders.stillToPay', { amount: formatMoney(summary.balance) })}
        </p>
      ) : null}
      {terms.length > 0 ? (
        <div className={`desk-tenders__terms field${tried && !agreed ? ' field--invalid' : ''}`}>
          <input
            id={termsId}
            type="checkbox"
            name="terms"
            checked={agreed}
            onChange={(event) => setAgreed(event.currentTarget.checked)}
            aria-invalid={tried && !agreed ? true : undefined}
            aria-describedby={tried && !agreed ? `${termsId}-error` : undefined}
          />
          <label htmlFor={termsId}>
            {t('tenders.terms', { terms: terms.map((term) => term.title).join(', ') })}
          </label>
          {tried && !agreed ? (
            <p className="field__error" id={`${termsId}-error`}>
              {t('tenders.termsRequired')}
            </p>
          ) : null}
        </div>
      ) : null}
      {blocked ? (
        <p className="desk-tenders__short" role="alert">
          {blocked}
        </p>
      ) : null}
      <Button type="submit" size="lg" block busy={paying}>
        {paying ? t('tenders.paying') : t('tenders.pay')}
      </Button>
    </form>
  );
}
