import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/spinner';
import { guestPassQrSrc, usePublicGuestPass } from '@/features/guest-passes/api/get-public-guest-pass';
import { formatInZone } from '@/features/guest-passes/lib/zoned-date';
import { HttpError } from '@/lib/http';
import { loadNamespaces } from '@/lib/i18n';
import { PageTitle } from '@/shell/page-title';
import { StatusPage } from '@/shell/pages/status-page';
import './guest-pass-page.css';

export async function loader() {
  await loadNamespaces('guestPasses');
  return null;
}

/**
 * /guest-pass/{code}: the pass as its guest sees it, from the link in their email, with no sign-in: who
 * invited them (first name only), the venue, the dates in the venue's zone, the status and the QR code
 * to show at reception. A landing page for people new to the app, so it loads little.
 */
export function Component() {
  const { t } = useTranslation('guestPasses');
  const { code = '' } = useParams();
  const pass = usePublicGuestPass(code);
  if (pass.error instanceof HttpError && [404, 422].includes(pass.error.status)) {
    return (
      <>
        <PageTitle title={t('public.notFoundHeading')} />
        <StatusPage heading={t('public.notFoundHeading')} text={t('public.notFoundText')} />
      </>
    );
  }
  const data = pass.data;
  // The server reads the status from the dates as it answers; the page is read at once, not left open.
  const status = data?.status;
  return (
    <article className="public-guest-pass" aria-labelledby="guest-pass-heading">
      <PageTitle title={t('public.title')} />
      <h1 id="guest-pass-heading">{t('public.title')}</h1>
      {pass.isPending ? <Spinner /> : null}
      {pass.isError ? <p role="alert">{t('public.loadError')}</p> : null}
      {data ? (
        <>
          <p className="public-guest-pass__invited">{t('public.invited', { name: data.memberFirstName })}</p>
          <dl className="public-guest-pass__facts">
            <div>
              <dt>{t('public.guest')}</dt>
              <dd>{data.guestName}</dd>
            </div>
            <div>
              <dt>{t('public.venue')}</dt>
              <dd>
                {data.venue.name}
                <br />
                <span className="public-guest-pass__address">{data.venue.address}</span>
              </dd>
            </div>
            <div>
              <dt>{t('public.validFrom')}</dt>
              <dd>{formatInZone(data.validFrom, data.timeZone)}</dd>
            </div>
            <div>
              <dt>{t('public.validTo')}</dt>
              <dd>{formatInZone(data.validTo, data.timeZone, { end: true })}</dd>
            </div>
            <div>
              <dt>{t('public.status')}</dt>
              <dd>
                {status ? (
                  <Badge tone={status === 'expired' ? 'danger' : 'success'}>{t(`statuses.${status}`)}</Badge>
                ) : null}
              </dd>
            </div>
            {data.redeemedAt ? (
              <div>
                <dt>{t('public.redeemedAt')}</dt>
                <dd>{formatInZone(data.redeemedAt, data.timeZone)}</dd>
              </div>
            ) : null}
          </dl>
          <p className="public-guest-pass__zone">{t('public.timeZone', { timeZone: data.timeZone })}</p>
          {status === 'issued' ? (
            <figure className="public-guest-pass__qr">
              <img src={guestPassQrSrc(code)} alt={t('public.qrAlt')} width={240} height={240} />
              <figcaption>
                {t('public.instruction')}
                <span className="public-guest-pass__code">
                  {t('public.code')} <code>{code}</code>
                </span>
              </figcaption>
            </figure>
          ) : null}
        </>
      ) : null}
    </article>
  );
}
