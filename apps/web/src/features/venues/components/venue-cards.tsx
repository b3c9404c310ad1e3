import type { Venue } from '@leisure/contracts/venue';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { ResponsivePicture } from '@/components/ui/responsive-picture';
import './venue-cards.css';

type Props = {
  venues: Venue[];
  selected: string | null;
  hrefOf: (venue: Venue) => string;
  /** Called as a venue is chosen (the bookings site remembers it). */
  onChoose?: (venue: Venue) => void;
};

/** One column of rows on a phone, a grid of cards from 640 px: the picture's width in each. */
const pictureSizes = '(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 7.5rem';
const eagerCards = 3;

/**
 * Each venue as a card: picture, name, address and, near me, its distance. The name is the link to the
 * venue's timetable and stretches over the whole card. A venue whose selection button is hidden (spec
 * part 1 §6) is shown without it: no link.
 */
export function VenueCards({ venues, selected, hrefOf, onChoose }: Props) {
  const { t } = useTranslation('bookings');
  return (
    <ul className="venue-cards">
      {venues.map((venue, index) => {
        const choosable = venue.displayVenueSelectionButton;
        return (
          <li key={venue.id} className={`venue-card${choosable ? ' venue-card--choosable' : ''}`}>
            {venue.image ? (
              <ResponsivePicture
                className="venue-card__picture"
                picture={venue.image}
                sizes={pictureSizes}
                // The first cards are on the first screen, a phone's and a laptop's: their pictures are
                // fetched with the page, not once the browser has worked out that they are in view.
                eager={index < eagerCards}
              />
            ) : (
              <span className="venue-card__picture venue-card__picture--none" />
            )}
            <div className="venue-card__body">
              <h2 className="venue-card__name">
                {choosable ? (
                  <AppLink
                    className="venue-card__link"
                    href={hrefOf(venue)}
                    onClick={() => onChoose?.(venue)}
                  >
                    {venue.name}
                  </AppLink>
                ) : (
                  venue.name
                )}
              </h2>
              <p className="venue-card__address">
                {[venue.address1, venue.address2, venue.city, venue.postcode].filter(Boolean).join(', ')}
              </p>
              {venue.distance !== null || venue.slug === selected ? (
                <p className="venue-card__facts">
                  {venue.distance !== null ? (
                    <span>{t('venueChooser.distance', { miles: venue.distance.toFixed(1) })}</span>
                  ) : null}
                  {venue.slug === selected ? (
                    <span className="venue-card__badge">{t('venueChooser.selected')}</span>
                  ) : null}
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
