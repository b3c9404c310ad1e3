import { type FormEvent, type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import type { OrderFilter } from '../api/get-orders';
import './order-history.css';

type Props = {
  filter: OrderFilter;
  onApply: (filter: OrderFilter) => void;
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
};

/**
 * 'Filter orders' (spec part 2 §5): from and to, both days included, either may be empty. The browser's
 * date fields show dd/mm/yyyy in an English locale and hand over YYYY-MM-DD, the API's form.
 */
export function OrderFilterModal({ filter, onApply, onClose, returnFocusTo }: Props) {
  const { t } = useTranslation('payments');
  const [from, setFrom] = useState(filter.from ?? '');
  const [to, setTo] = useState(filter.to ?? '');
  const [checked, setChecked] = useState(false);
  const rangeError = from && to && from > to ? t('orders.rangeError') : undefined;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (rangeError) return;
    onApply({ from: from || null, to: to || null });
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('orders.filter')}
      returnFocusTo={returnFocusTo}
    >
      <form className="order-filter" onSubmit={apply} noValidate>
        <p className="order-filter__hint">{t('orders.filterHint')}</p>
        <TextField
          label={t('orders.filterFrom')}
          type="date"
          name="from"
          value={from}
          max={to || undefined}
          onChange={(event) => setFrom(event.currentTarget.value)}
        />
        <TextField
          label={t('orders.filterTo')}
          type="date"
          name="to"
          value={to}
          min={from || undefined}
          error={checked ? rangeError : undefined}
          onChange={(event) => setTo(event.currentTarget.value)}
        />
        <div className="order-filter__actions">
          <Button variant="secondary" onClick={onClose}>
            {t('orders.cancel')}
          </Button>
          <Button type="submit">{t('orders.apply')}</Button>
        </div>
      </form>
    </Modal>
  );
}
