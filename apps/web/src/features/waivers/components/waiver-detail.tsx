import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/date';
import { HttpError } from '@/lib/http';
import { useWaiverGroup, type WaiverGroup } from '../api/waivers';
import { WaiverForm } from './waiver-form';
import './waivers.css';

type Props = { slug: string; children: (group: WaiverGroup | null) => React.ReactNode };

/**
 * A single waiver (spec part 1 §2, §4): the first waiver of the group is the one shown. Signed and
 * unexpired: when it was signed; expired: so; unsigned: the latest version to sign.
 */
export function WaiverDetail({ slug, children }: Props) {
  const { t } = useTranslation('account');
  const group = useWaiverGroup(slug);
  if (group.isPending) return <Spinner />;
  if (group.isError) {
    const notFound = group.error instanceof HttpError && group.error.status === 404;
    return (
      <>
        {children(null)}
        <p role="alert">{notFound ? t('waivers.notFound') : group.error.message}</p>
      </>
    );
  }
  const waiver = group.data.waivers[0];
  return (
    <>
      {children(group.data)}
      {!waiver ? (
        <p role="alert">{t('waivers.notFound')}</p>
      ) : waiver.expired ? (
        <p className="waiver-status waiver-status--expired">{t('waivers.expired')}</p>
      ) : waiver.signed ? (
        <p className="waiver-status waiver-status--signed">
          {t('waivers.signedAt', { date: formatDate(waiver.signed.raw, 'waiver') })}
        </p>
      ) : (
        <WaiverForm slug={slug} waiver={waiver} />
      )}
    </>
  );
}
