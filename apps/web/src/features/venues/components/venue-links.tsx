import type { Venue } from '@leisure/contracts/venue';
import { AppLink } from '@/components/ui/app-link';
import './venue-choices.css';

type Props = { venues: Venue[]; hrefOf: (venue: Venue) => string; emptyLabel: string };

/** Each venue as a link by its name. */
export function VenueLinks({ venues, hrefOf, emptyLabel }: Props) {
  if (venues.length === 0) return <p>{emptyLabel}</p>;
  return (
    <ul className="venue-choices">
      {venues.map((venue) => (
        <li key={venue.id}>
          <AppLink className="button button--lg button--secondary button--block" href={hrefOf(venue)}>
            {venue.name}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
