import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { useClientConfig } from '@/features/client/api/get-client-config';
import { usePaths } from '@/lib/paths-context';
import { PageTitle } from '@/shell/page-title';
import './kiosk-home-page.css';

/** The kiosk's start screen: three large entries (spec part 1 §1, part 2 §4). */
export function Component() {
  const { t } = useTranslation();
  const paths = usePaths();
  const config = useClientConfig();
  return (
    <section className="kiosk-home" aria-labelledby="kiosk-heading">
      <PageTitle title={t('kiosk.title')} />
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
