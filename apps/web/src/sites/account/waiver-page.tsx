import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { WaiverDetail } from '@/features/waivers/components/waiver-detail';
import { usePaths } from '@/lib/paths-context';
import { PageTitle } from '@/shell/page-title';
import { RequireSession } from './require-session';

function Waiver({ slug }: { slug: string }) {
  const { t } = useTranslation('account');
  const paths = usePaths();
  return (
    <section aria-labelledby="waiver-heading">
      <WaiverDetail slug={slug}>
        {(group) => {
          // Without a group the waiver was not found: the trail's last step names that, not 'Waivers' again.
          const title = group?.restriction.name ?? t('waivers.notFoundTitle');
          return (
            <>
              <PageTitle title={title} />
              <Breadcrumbs
                items={[
                  { label: t('breadcrumb.account'), href: paths.account.dashboard.getHref() },
                  { label: t('details.title'), href: paths.account.userDetails.getHref() },
                  { label: t('waivers.title'), href: paths.account.waivers.getHref() },
                  { label: title },
                ]}
              />
              <header className="account-page__header">
                <h1 id="waiver-heading">{title}</h1>
                <AppLink href={paths.account.waivers.getHref()}>{t('waivers.back')}</AppLink>
              </header>
            </>
          );
        }}
      </WaiverDetail>
    </section>
  );
}

/** A single waiver of spec part 1 §2, at /user-details/waivers/{slug}. */
export function Component() {
  const { slug = '' } = useParams();
  return (
    <RequireSession>
      <Waiver slug={slug} key={slug} />
    </RequireSession>
  );
}
