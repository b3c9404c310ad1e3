import type { Venue } from '@leisure/contracts/venue';
import { Button } from '@/components/ui/button';
import './venue-choices.css';

type Props = {
  venues: Venue[];
  selected: string | null;
  onChoose: (venue: Venue) => void;
  selectedLabel: string;
  emptyLabel: string;
};

/** Each venue as a button by its name; the chosen one is pressed. */
export function VenueChoices({ venues, selected, onChoose, selectedLabel, emptyLabel }: Props) {
  if (venues.length === 0) return <p>{emptyLabel}</p>;
  return (
    <ul className="venue-choices">
      {venues.map((venue) => {
        const isSelected = venue.slug === selected;
        return (
          <li key={venue.id}>
            <Button
              size="lg"
              variant={isSelected ? 'primary' : 'secondary'}
              block
              aria-pressed={isSelected}
              onClick={() => onChoose(venue)}
            >
              {venue.name}
            </Button>
            {isSelected ? <span className="venue-choices__selected">{selectedLabel}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
