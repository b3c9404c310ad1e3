import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { Spinner } from '@/components/ui/spinner';
import { useWaiverGroups } from '../api/waivers';
import './waivers.css';

/** The waiver groups of spec part 1 §2; the API leaves out the expired ones (§4). */
export function WaiverList({ hrefOf }: { hrefOf: (slug: string) => string }) {
  const { t } = useTranslation('account');
  const groups = useWaiverGroups();
  if (groups.isPending) return <Spinner />;
  if (groups.isError) return <p role="alert">{groups.error.message}</p>;
  if (groups.data.length === 0) return <p>{t('waivers.none')}</p>;
  return (
    <ul className="waiver-list" aria-label={t('waivers.list')}>
      {groups.data.map(({ restriction, waivers }) => {
        const signed = waivers[0]?.signed;
        return (
          <li key={restriction.id} className="waiver-list__item">
            <AppLink href={hrefOf(restriction.slug)}>{restriction.name}</AppLink>
            <span className={`waiver-badge${signed ? ' waiver-badge--signed' : ''}`}>
              {signed ? t('waivers.signed') : t('waivers.notSigned')}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
