import type { CardPresence } from '@leisure/contracts/foh-desk-rules';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { HttpError } from '@/lib/http';
import { formatMoney } from '@/lib/money';
import { useStartDeskCard } from '../api/desk-cart';
import { parseAmount } from '../lib/desk-tenders';

type Props = {
  customerId: number;
  /** What the card may pay: the total less the credit, vouchers and cheques. */
  left: number;
  /** The card the gateway authorised, once it has. */
  taken: { amount: number; paymentId: number } | null;
  onTaken: (card: { amount: number; paymentId: number } | null) => void;
};

/** What the sandbox's card form and reader tell this page: the card authorised, or refused with a message. */
function readGateway(data: unknown): { ok: true } | { ok: false; message: string | null } | null {
  if (!data || typeof data !== 'object') return null;
  const { source, status, error } = data as Record<string, unknown>;
  if (source !== 'sandbox-gateway' || typeof status !== 'string') return null;
  if (status === 'requires_capture' || status === 'succeeded') return { ok: true };
  return { ok: false, message: typeof error === 'string' ? error : null };
}

/**
 * The card tender: its amount, whether the card is in the reader ('Card present') or its details typed
 * ('Keyed'), then the gateway's page in a frame, as the customer's checkout shows its card form. The card
 * is authorised there; 'Take payment' captures it with the sale.
 */
export function CardTender({ customerId, left, taken, onTaken }: Props) {
  const { t } = useTranslation('foh');
  const start = useStartDeskCard(customerId);
  const [amountText, setAmountText] = useState('');
  const [presence, setPresence] = useState<CardPresence>('keyed');
  const [frame, setFrame] = useState<{ url: string; amount: number; paymentId: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const presenceName = useId();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const amount = parseAmount(amountText);

  useEffect(() => {
    if (!frame) return;
    const origin = new URL(frame.url, window.location.href).origin;
    const listen = (event: MessageEvent) => {
      if (event.origin !== origin) return;
      const said = readGateway(event.data);
      if (!said) return;
      if (said.ok) {
        onTaken({ amount: frame.amount, paymentId: frame.paymentId });
        setFrame(null);
      } else setError(said.message ?? t('card.failed'));
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [frame, onTaken, t]);

  const takeCard = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (amount === null || amount <= 0) return setError(t('tenders.problem.format'));
    if (amount > left) return setError(t('tenders.problem.overpaid'));
    try {
      const payment = await start.mutateAsync({ amount, presence, key: crypto.randomUUID() });
      if (!payment.cardFormUrl) return setError(t('card.failed'));
      setFrame({ url: payment.cardFormUrl, amount, paymentId: payment.paymentId });
    } catch (failure) {
      setError(failure instanceof HttpError ? (failure.serverMessage ?? failure.message) : t('card.failed'));
    }
  };

  if (taken)
    return (
      <fieldset className="desk-tenders__card">
        <legend>{t('card.heading')}</legend>
        <p role="status">{t('card.taken', { amount: formatMoney(taken.amount) })}</p>
        <Button variant="secondary" size="sm" onClick={() => onTaken(null)}>
          {t('card.remove')}
        </Button>
      </fieldset>
    );

  return (
    <fieldset className="desk-tenders__card">
      <legend>{t('card.heading')}</legend>
      <TextField
        label={t('card.amount')}
        hint={t('card.amountHint', { left: formatMoney(left) })}
        name="cardAmount"
        inputMode="decimal"
        autoComplete="off"
        value={amountText}
        onInput={(event) => setAmountText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') void takeCard(event);
        }}
      />
      <div className="desk-tenders__presence" role="radiogroup" aria-label={t('card.presence')}>
        {(['present', 'keyed'] as const).map((value) => (
          <label key={value}>
            <input
              type="radio"
              name={presenceName}
              value={value}
              checked={presence === value}
              onChange={() => setPresence(value)}
            />{' '}
            {t(`card.${value}`)}
          </label>
        ))}
      </div>
      <Button variant="secondary" size="sm" busy={start.isPending} onClick={(event) => void takeCard(event)}>
        {t('card.take')}
      </Button>
      {error ? (
        <p className="desk-tenders__short" role="alert">
          {error}
        </p>
      ) : null}
      {frame ? (
        <iframe
          ref={frameRef}
          className="desk-tenders__card-form"
          title={presence === 'present' ? t('card.reader') : t('card.form')}
          src={frame.url}
        />
      ) : null}
    </fieldset>
  );
}
