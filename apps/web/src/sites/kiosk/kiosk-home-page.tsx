import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { ResponsivePicture } from '@/components/ui/responsive-picture';
import { useClientConfig } from '@/features/client/api/get-client-config';
import { useVenue } from '@/features/venues/api/get-venue';
import { selectVenue } from '@/features/venues/hooks/use-selected-venue';
import { usePaths } from '@/lib/paths-context';
import { PageTitle } from '@/shell/page-title';
import { queryOptionsAtStart } from '@/shell/session/query-options';
import './kiosk-home-page.css';

/**
 * The kiosk's start screen: three large entries (spec part 1 §1, part 2 §4) under the picture and name of
 * the centre the kiosk stands in, so a customer knows where 'Book an activity' leads.
 */
export function Component() {
  const { t } = useTranslation();
  const paths = usePaths();
  const config = useClientConfig();
  const { centre } = queryOptionsAtStart();
  const venue = useVenue(centre ?? '', Boolean(centre)).data;
  // The kiosk home starts the next customer's visit: the venue an earlier one chose (and its theme) goes.
  useEffect(() => {
    if (centre) selectVenue(centre);
  }, [centre]);
  return (
    <section className="kiosk-home" aria-labelledby="kiosk-heading">
      <PageTitle title={t('kiosk.title')} venue={venue?.name} />
      {centre ? (
        // Its space is kept while the centre loads, so the entries below never jump.
        <div className="kiosk-home__centre">
          <div className="kiosk-home__frame">
            {venue?.image ? (
              <ResponsivePicture
                className="kiosk-home__picture"
                picture={venue.image}
                sizes="(min-width: 40rem) 40rem, 100vw"
                eager
              />
            ) : null}
          </div>
          <p className="kiosk-home__centre-name">{venue?.name}</p>
        </div>
      ) : null}
      <h1 id="kiosk-heading">{t('kiosk.heading')}</h1>
      <ul className="kiosk-home__entries">
        <li>
          <ButtonLink size="lg" block href={paths.bookings.redirectToSelectedVenue.getHref()}>
            {t('nav.bookActivity')}
          </ButtonLink>
        </li>
        {config.onlineJoiningEnabled ? (
          <li>
            <ButtonLink size="lg" block href={paths.join.home.getHref()}>
              {t('nav.buyMembership')}
            </ButtonLink>
          </li>
        ) : null}
        <li>
          <ButtonLink size="lg" block href={paths.account.dashboard.getHref()}>
            {t('nav.myAccount')}
          </ButtonLink>
        </li>
      </ul>
    </section>
  );
}
