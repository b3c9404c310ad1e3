import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Modal } from '@/components/ui/modal';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/date';
import { HttpError } from '@/lib/http';
import { showToast } from '@/lib/toast';
import { type KioskDevice, useKioskDevices, useRevokeKiosk } from '../api/kiosk-devices';
import './foh-kiosks.css';

/** The centre's kiosks, each revocable after a confirmation; revoked ones stay listed as revoked. */
export function KioskDevices({ venueId }: { venueId: number }) {
  const { t } = useTranslation('fohOffice');
  const devices = useKioskDevices(venueId);
  const revoke = useRevokeKiosk(venueId);
  const [revoking, setRevoking] = useState<KioskDevice | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const columns: TableColumn<KioskDevice>[] = [
    { key: 'name', header: t('kiosks.name'), cell: (row) => row.name, primary: true },
    {
      key: 'status',
      header: t('kiosks.status'),
      cell: (row) =>
        row.revokedAt ? (
          <Badge tone="neutral">{t('kiosks.revoked')}</Badge>
        ) : (
          <Badge tone="success">{t('kiosks.active')}</Badge>
        ),
    },
    {
      key: 'enrolled',
      header: t('kiosks.enrolled'),
      cell: (row) =>
        t('kiosks.enrolledValue', { at: formatDate(row.createdAt, 'waiver'), by: row.enrolledBy.name }),
    },
    {
      key: 'seen',
      header: t('kiosks.lastSeen'),
      cell: (row) => (row.lastSeenAt ? formatDate(row.lastSeenAt, 'waiver') : t('kiosks.never')),
    },
    {
      key: 'actions',
      header: t('kiosks.actions'),
      cell: (row) =>
        row.revokedAt ? null : (
          <Button size="sm" variant="secondary" onClick={() => setRevoking(row)}>
            {t('kiosks.revoke')}
            <span className="visually-hidden"> {row.name}</span>
          </Button>
        ),
    },
  ];
  const confirmRevoke = (device: KioskDevice) =>
    revoke.mutate(device.id, {
      onSuccess: () => {
        showToast({ type: 'success', content: t('kiosks.revokedToast', { name: device.name }) });
        setRevoking(null);
      },
      onError: (error) =>
        showToast({
          type: 'danger',
          content: error instanceof HttpError ? (error.serverMessage ?? error.message) : t('kiosks.failed'),
        }),
    });
  return (
    <section className="kiosk-devices" aria-labelledby="kiosk-devices-heading">
      <h2 id="kiosk-devices-heading" ref={heading} tabIndex={-1}>
        {t('kiosks.listHeading')}
      </h2>
      {devices.isPending ? <Spinner label={t('kiosks.loading')} /> : null}
      {devices.isError ? (
        <ErrorState
          headingLevel={3}
          heading={t('kiosks.loadError')}
          onRetry={() => void devices.refetch()}
          retrying={devices.isFetching}
        />
      ) : null}
      {devices.data?.length === 0 ? <EmptyState headingLevel={3} heading={t('kiosks.empty')} /> : null}
      {devices.data && devices.data.length > 0 ? (
        <ResponsiveTable
          caption={t('kiosks.listHeading')}
          captionHidden
          columns={columns}
          rows={devices.data}
          rowKey={(row) => String(row.id)}
        />
      ) : null}
      <Modal
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={t('kiosks.revokeTitle')}
        description={revoking ? t('kiosks.revokeDescribe', { name: revoking.name }) : undefined}
        returnFocusTo={heading}
      >
        <div className="modal__actions">
          <Button variant="secondary" onClick={() => setRevoking(null)}>
            {t('kiosks.cancel')}
          </Button>
          <Button
            variant="danger"
            busy={revoke.isPending}
            onClick={() => revoking && confirmRevoke(revoking)}
          >
            {t('kiosks.revokeConfirm')}
          </Button>
        </div>
      </Modal>
    </section>
  );
}
