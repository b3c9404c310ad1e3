import { useTranslation } from 'react-i18next';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import { formatDate } from '@/lib/date';
import { formatMoney } from '@/lib/money';
import type { StaffAuditEvent } from '../api/get-audit';
import { detailLines, humaniseAction } from '../lib/audit-view';
import './foh-reports.css';

/** Who did what, for whom and for how much: one row per staff action. */
export function AuditTable({ events, caption }: { events: StaffAuditEvent[]; caption: string }) {
  const { t } = useTranslation('fohOffice');
  const columns: TableColumn<StaffAuditEvent>[] = [
    { key: 'at', header: t('audit.at'), cell: (row) => formatDate(row.createdAt, 'waiver'), primary: true },
    { key: 'staff', header: t('audit.staff'), cell: (row) => row.staff.name },
    {
      key: 'action',
      header: t('audit.action'),
      cell: (row) => t(`audit.actions.${row.action}`, { defaultValue: humaniseAction(row.action) }),
    },
    {
      key: 'customer',
      header: t('audit.customer'),
      cell: (row) => (row.customer ? `${row.customer.name} (${row.customer.reference})` : t('audit.none')),
    },
    { key: 'venue', header: t('audit.venue'), cell: (row) => row.venue?.name ?? t('audit.none') },
    {
      key: 'amount',
      header: t('audit.amount'),
      cell: (row) => (row.amount === null ? t('audit.none') : formatMoney(row.amount)),
      align: 'end',
    },
    {
      key: 'detail',
      header: t('audit.detail'),
      cell: (row) => {
        const lines = detailLines(row.detail);
        return lines.length === 0 ? (
          t('audit.none')
        ) : (
          <p className="audit-detail">
            {lines.map((line, index) => (
              <span key={line}>
                {index > 0 ? <br /> : null}
                {line}
              </span>
            ))}
          </p>
        );
      },
    },
  ];
  return (
    <ResponsiveTable caption={caption} columns={columns} rows={events} rowKey={(row) => String(row.id)} />
  );
}
