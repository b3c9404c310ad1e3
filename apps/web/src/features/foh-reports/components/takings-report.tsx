import { useTranslation } from 'react-i18next';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import type { Takings } from '../api/get-takings';
import { staffTenderAmount, tenderTypesOf } from '../lib/takings-view';
import './foh-reports.css';

type StaffRow = Takings['byStaff'][number];
type TenderRow = Takings['byTender'][number];

/** The cash-up of one venue's day: the total, each tender, each staff member, and the change handed back. */
export function TakingsReport({ takings }: { takings: Takings }) {
  const { t } = useTranslation('fohOffice');
  const tender = (type: string) => t(`tenders.${type}`, { defaultValue: type });
  const tenderColumns: TableColumn<TenderRow>[] = [
    { key: 'tender', header: t('takings.tender'), cell: (row) => tender(row.tenderType), primary: true },
    { key: 'count', header: t('takings.count'), cell: (row) => row.count, align: 'end' },
    { key: 'amount', header: t('takings.amount'), cell: (row) => row.amount.formatted, align: 'end' },
  ];
  const types = tenderTypesOf(takings);
  const staffColumns: TableColumn<StaffRow>[] = [
    { key: 'staff', header: t('takings.staff'), cell: (row) => row.staff.name, primary: true },
    ...types.map((type) => ({
      key: type,
      header: tender(type),
      cell: (row: StaffRow) => staffTenderAmount(row, type),
      align: 'end' as const,
    })),
    { key: 'total', header: t('takings.total'), cell: (row) => row.amount.formatted, align: 'end' },
  ];
  return (
    <div className="takings">
      <dl className="takings__summary">
        <div className="takings__figure">
          <dt>{t('takings.total')}</dt>
          <dd>{takings.total.formatted}</dd>
        </div>
        <div className="takings__figure">
          <dt>{t('takings.orders')}</dt>
          <dd>{takings.orderCount}</dd>
        </div>
        <div className="takings__figure">
          <dt>{t('takings.changeGiven')}</dt>
          <dd>{takings.changeGiven.formatted}</dd>
        </div>
      </dl>
      {takings.orderCount === 0 ? (
        <p>{t('takings.none')}</p>
      ) : (
        <>
          <ResponsiveTable
            caption={t('takings.byTender')}
            columns={tenderColumns}
            rows={takings.byTender}
            rowKey={(row) => row.tenderType}
          />
          <ResponsiveTable
            caption={t('takings.byStaff')}
            columns={staffColumns}
            rows={takings.byStaff}
            rowKey={(row) => String(row.staff.id)}
          />
        </>
      )}
    </div>
  );
}
