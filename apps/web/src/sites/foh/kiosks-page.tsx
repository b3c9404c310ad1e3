import { useTranslation } from 'react-i18next';
import { EnrolKioskForm } from '@/features/foh-kiosks/components/enrol-kiosk-form';
import { KioskDevices } from '@/features/foh-kiosks/components/kiosk-devices';
import { useSignedInStaff } from '@/features/staff/api/get-staff-me';
import { PageTitle } from '@/shell/page-title';
import { isManager } from './kiosks-audit-roles';

/** A manager enrols this browser as a kiosk of the desk's venue, and revokes the venue's kiosks. */
export function Component() {
  const { t } = useTranslation('fohOffice');
  const me = useSignedInStaff();
  const venue = me.venues.find((v) => v.id === me.deskVenueId);
  return (
    <section aria-labelledby="foh-kiosks-heading">
      <PageTitle title={t('kiosks.title')} />
      <h1 id="foh-kiosks-heading">{t('kiosks.title')}</h1>
      {!isManager(me.staffRole) ? (
        <p>{t('managersOnly')}</p>
      ) : venue ? (
        <>
          <p>{t('kiosks.intro', { venue: venue.name })}</p>
          <EnrolKioskForm key={`enrol-${venue.id}`} venueId={venue.id} kioskHref="/kiosk/" />
          <KioskDevices key={`list-${venue.id}`} venueId={venue.id} />
        </>
      ) : (
        <p>{t('chooseDeskVenue')}</p>
      )}
    </section>
  );
}
