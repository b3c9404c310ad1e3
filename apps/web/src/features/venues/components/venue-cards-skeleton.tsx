import { useTranslation } from 'react-i18next';
import './venue-cards.css';

/** Cards' shapes while the venues load, so the list arrives without moving the page; named for a screen reader. */
export function VenueCardsSkeleton({ count = 6 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('loading')}>
      <ul className="venue-cards" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => `placeholder-${i}`).map((key) => (
          <li key={key} className="venue-card venue-card--skeleton">
            <span className="venue-card__picture venue-card__picture--none" />
            <span className="venue-card__body">
              <span className="venue-card__bar" />
              <span className="venue-card__bar venue-card__bar--short" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
