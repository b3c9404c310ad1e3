import { useTranslation } from 'react-i18next';
import { GuestPassRedemption } from '@/features/guest-pass-redemption/components/guest-pass-redemption';
import { useSignedInStaff } from '@/features/staff/api/get-staff-me';
import { PageTitle } from '@/shell/page-title';

/** A guest's pass redeemed at this desk's venue, by its typed code or the camera. */
export function Component() {
  const { t } = useTranslation('fohOffice');
  const me = useSignedInStaff();
  const venue = me.venues.find((v) => v.id === me.deskVenueId);
  return (
    <section aria-labelledby="foh-redeem-heading">
      <PageTitle title={t('redeem.title')} />
      <h1 id="foh-redeem-heading">{t('redeem.title')}</h1>
      {venue ? (
        <>
          <p>{t('redeem.intro', { venue: venue.name })}</p>
          {/* A new desk venue starts afresh: no result or camera of the last one stays on screen. */}
          <GuestPassRedemption key={venue.id} venueId={venue.id} />
        </>
      ) : (
        <p>{t('redeem.noVenue')}</p>
      )}
    </section>
  );
}
