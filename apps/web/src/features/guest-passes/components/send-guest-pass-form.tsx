import { guestPassMessages } from '@leisure/contracts/guest-pass-rules';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { HttpError } from '@/lib/http';
import { toRouterPath } from '@/lib/paths';
import { usePaths } from '@/lib/paths-context';
import { showToast } from '@/lib/toast';
import { requiredMessage } from '@/lib/validation-messages';
import type { GuestPassAllowance } from '../api/get-allowances';
import { useSendGuestPass } from '../api/send-guest-pass';
import { type PassVenue, venuesOfAllowances } from '../lib/venue-search';
import { VenueCombobox } from './venue-combobox';
import './guest-passes.css';

type Props = { userId: number; allowances: GuestPassAllowance[] };
type FieldMessages = { name?: string; email?: string };

const newKey = () => crypto.randomUUID();

/**
 * Spec part 1 §4, §5: the guest's name and email and the venue; 'Please select a venue' without one; on
 * 200 or 201 the list and allowances reload, 'Guest pass sent successfully.' shows and the member is back
 * on the list; any refusal shows the server's words. The request's state is cleared either way.
 */
export function SendGuestPassForm({ userId, allowances }: Props) {
  const { t } = useTranslation('guestPasses');
  const paths = usePaths();
  const navigate = useNavigate();
  const send = useSendGuestPass();
  const venues = useMemo(() => venuesOfAllowances(allowances), [allowances]);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [venue, setVenue] = useState<PassVenue | null>(null);
  const [errors, setErrors] = useState<FieldMessages>({});
  // Kept across a retry after a lost answer, so the server spends no second use; new after an answer.
  const attempt = useRef(newKey());
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const labels = { name: t('form.name'), email: t('form.email') };

  const check = (): FieldMessages => {
    const found: FieldMessages = {};
    if (!name.trim()) found.name = requiredMessage(t, labels.name);
    if (!email.trim()) found.email = requiredMessage(t, labels.email);
    else if (emailRef.current?.validity.typeMismatch) found.email = t('form.invalidEmail');
    return found;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const found = check();
    setErrors(found);
    if (found.name) nameRef.current?.focus();
    else if (found.email) emailRef.current?.focus();
    if (!venue) showToast({ type: 'danger', content: guestPassMessages.selectVenue });
    if (found.name || found.email || !venue) return;
    try {
      await send.mutateAsync({
        userId,
        idempotencyKey: attempt.current,
        guestName: name.trim(),
        guestEmail: email.trim(),
        venueId: venue.id,
      });
      attempt.current = newKey();
      showToast({ type: 'success', content: guestPassMessages.sent });
      const list = paths.account.guestPasses.getHref();
      navigate(toRouterPath(list) ?? list);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      if (error.status === 422) {
        attempt.current = newKey();
        const fields = error.fieldErrors;
        setErrors({ name: fields.guestName?.join(' '), email: fields.guestEmail?.join(' ') });
      }
      showToast({ type: 'danger', content: error.serverMessage ?? error.message });
    } finally {
      send.reset();
    }
  };

  return (
    <form className="send-guest-pass" onSubmit={submit} noValidate aria-labelledby="send-guest-pass-heading">
      <h3 id="send-guest-pass-heading">{t('form.heading')}</h3>
      <TextField
        ref={nameRef}
        label={labels.name}
        required
        autoComplete="off"
        value={name}
        error={errors.name}
        onChange={(event) => setName(event.currentTarget.value)}
      />
      <TextField
        ref={emailRef}
        label={labels.email}
        type="email"
        required
        autoComplete="off"
        value={email}
        error={errors.email}
        onChange={(event) => setEmail(event.currentTarget.value)}
      />
      <VenueCombobox venues={venues} selected={venue} onSelect={setVenue} />
      <section className="send-guest-pass__warning" aria-labelledby="send-guest-pass-warning">
        <h4 id="send-guest-pass-warning">{t('form.warningHeading')}</h4>
        <p>{t('form.warningText')}</p>
      </section>
      <div className="send-guest-pass__actions">
        <Button type="submit" busy={send.isPending}>
          {t('form.submit')}
        </Button>
        <ButtonLink variant="secondary" href={paths.account.guestPasses.getHref()}>
          {t('form.cancel')}
        </ButtonLink>
      </div>
    </form>
  );
}
