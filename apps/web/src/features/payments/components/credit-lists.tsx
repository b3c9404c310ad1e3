import type { CreditAdded, CreditSpent } from '@leisure/contracts/payments';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { ResponsiveTable } from '@/components/ui/responsive-table';
import { formatDate } from '@/lib/date';
import './payments.css';

const day = (iso: string) => formatDate(iso, 'entry');

/** 'Credit added': each grant, why, what it came from, its value and when it expires. */
export function CreditAddedList({ credits }: { credits: CreditAdded[] }) {
  const { t } = useTranslation('payments');
  if (credits.length === 0) return <EmptyState heading={t('credit.noCredits')} headingLevel={3} />;
  return (
    <div className="credit-list">
      <ResponsiveTable
        caption={t('credit.addedCaption')}
        captionHidden
        rows={credits}
        rowKey={(credit) => String(credit.id)}
        columns={[
          { key: 'reason', header: t('credit.reason'), cell: (c) => c.reason, primary: true },
          { key: 'added', header: t('credit.dateAdded'), cell: (c) => day(c.addedAt) },
          { key: 'item', header: t('credit.item'), cell: (c) => c.relatedItem ?? c.description ?? '' },
          {
            key: 'expires',
            header: t('credit.expires'),
            cell: (c) =>
              c.expired ? t('credit.expired') : c.expiresAt ? day(c.expiresAt) : t('credit.noExpiry'),
          },
          {
            key: 'remaining',
            header: t('credit.remaining'),
            cell: (c) => c.remaining.formatted,
            align: 'end',
          },
          { key: 'amount', header: t('credit.amount'), cell: (c) => c.value.formatted, align: 'end' },
        ]}
      />
    </div>
  );
}

/** 'Credit spent': what each order took, where and on what. */
export function CreditSpentList({ spent }: { spent: CreditSpent[] }) {
  const { t } = useTranslation('payments');
  if (spent.length === 0) return <EmptyState heading={t('credit.noSpentCredits')} headingLevel={3} />;
  return (
    <div className="credit-list">
      <ResponsiveTable
        caption={t('credit.spentCaption')}
        captionHidden
        rows={spent}
        rowKey={(entry) => String(entry.id)}
        columns={[
          {
            key: 'item',
            header: t('credit.item'),
            cell: (s) => s.relatedItem ?? s.description ?? '',
            primary: true,
          },
          { key: 'spent', header: t('credit.dateSpent'), cell: (s) => day(s.spentAt) },
          { key: 'location', header: t('credit.location'), cell: (s) => s.spentAtLocation ?? '' },
          { key: 'amount', header: t('credit.amount'), cell: (s) => s.value.formatted, align: 'end' },
        ]}
      />
    </div>
  );
}
