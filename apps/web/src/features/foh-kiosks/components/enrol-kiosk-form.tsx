import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { HttpError } from '@/lib/http';
import { type KioskDevice, useEnrolKiosk } from '../api/kiosk-devices';
import './foh-kiosks.css';

const maxNameLength = 80;

/**
 * 'Enrol this device as a kiosk': the answer sets this browser's device cookie, so what is left is to sign
 * the staff member out here and open the kiosk, which then takes its centre from the device.
 */
export function EnrolKioskForm({ venueId, kioskHref }: { venueId: number; kioskHref: string }) {
  const { t } = useTranslation('fohOffice');
  const enrol = useEnrolKiosk(venueId);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [enrolled, setEnrolled] = useState<KioskDevice | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setError(t('kiosks.nameRequired'));
      return;
    }
    setError(undefined);
    enrol.mutate(name.trim(), {
      onSuccess: setEnrolled,
      onError: (failure) =>
        setError(
          failure instanceof HttpError
            ? (failure.fieldErrors.name?.[0] ?? failure.serverMessage ?? failure.message)
            : t('kiosks.failed'),
        ),
    });
  };
  return (
    <section className="enrol-kiosk" aria-labelledby="enrol-kiosk-heading">
      <h2 id="enrol-kiosk-heading">{t('kiosks.enrolHeading')}</h2>
      <p>{t('kiosks.enrolIntro')}</p>
      <form className="enrol-kiosk__form" noValidate onSubmit={submit}>
        <TextField
          label={t('kiosks.nameLabel')}
          hint={t('kiosks.nameHint')}
          error={error}
          required
          maxLength={maxNameLength}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          autoComplete="off"
        />
        <Button type="submit" busy={enrol.isPending}>
          {t('kiosks.enrol')}
        </Button>
      </form>
      <div role="status">
        {enrolled ? (
          <p className="enrol-kiosk__done">
            {t('kiosks.enrolledDone', { name: enrolled.name, venue: enrolled.venue.name })}{' '}
            <AppLink href={kioskHref}>{t('kiosks.openKiosk')}</AppLink>
          </p>
        ) : null}
      </div>
    </section>
  );
}
