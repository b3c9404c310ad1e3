import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { CartItem } from '../api/get-cart';

type Props = {
  item: CartItem;
  removing: boolean;
  busy: boolean;
  onRemove: () => void;
  onRemoveBenefit: () => void;
  onRemovePackage: () => void;
};

/** One basket line: what, where, when, for whom and the price; while it is removed a spinner covers it. */
export function BasketLine({ item, removing, busy, onRemove, onRemoveBenefit, onRemovePackage }: Props) {
  const { t } = useTranslation('bookings');
  const resource = item.cartableResource;
  const time =
    resource.startsAt && resource.endsAt
      ? `${resource.startsAt.format24Hour}–${resource.endsAt.format24Hour}`
      : (resource.startsAt?.format24Hour ?? null);
  const headingId = `basket-line-${item.id}`;
  return (
    <li className="basket-line" aria-busy={removing} aria-labelledby={headingId}>
      <h3 id={headingId} className="basket-line__name">
        {item.name}
      </h3>
      <dl className="details-list">
        {resource.venueName ? (
          <>
            <dt>{t('basket.venue')}</dt>
            <dd>{resource.venueName}</dd>
          </>
        ) : null}
        {resource.date ? (
          <>
            <dt>{t('basket.date')}</dt>
            <dd>{resource.date.fullDatePretty}</dd>
          </>
        ) : null}
        {time ? (
          <>
            <dt>{t('basket.time')}</dt>
            <dd>{time}</dd>
          </>
        ) : null}
        {resource.location ? (
          <>
            <dt>{t('basket.location')}</dt>
            <dd>{resource.location.name}</dd>
          </>
        ) : null}
        {item.attendeeName ? (
          <>
            <dt>{t('basket.attendee')}</dt>
            <dd>{item.attendeeName}</dd>
          </>
        ) : null}
        <dt>{t('basket.price')}</dt>
        <dd>{item.price.formatted}</dd>
      </dl>
      {item.childItems.length > 0 ? (
        <ul className="basket-line__children">
          {item.childItems.map((child) => (
            <li key={child.id}>
              {child.name} {child.price.formatted}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="basket-line__actions">
        {item.benefitApplied ? (
          <Button size="sm" variant="text" disabled={busy} onClick={onRemoveBenefit}>
            {t('basket.removeBenefit')}
          </Button>
        ) : null}
        {item.packageApplied ? (
          <Button size="sm" variant="text" disabled={busy} onClick={onRemovePackage}>
            {t('basket.removePackage')}
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          aria-label={t('basket.removeNamed', { name: item.name })}
          onClick={onRemove}
        >
          {t('basket.remove')}
        </Button>
      </div>
      {removing ? (
        <div className="basket-line__overlay">
          <Spinner label={t('basket.removing')} />
        </div>
      ) : null}
    </li>
  );
}
