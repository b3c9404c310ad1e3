import { guestPassVenueSearchMinLength } from '@leisure/contracts/guest-pass-rules';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PassVenue, searchVenues } from '../lib/venue-search';

type Props = {
  venues: PassVenue[];
  selected: PassVenue | null;
  onSelect: (venue: PassVenue | null) => void;
};

/**
 * Spec part 1 §5's venue search, as the ARIA combobox pattern: the list opens once more than 2 characters
 * are typed; arrows move through it, Enter chooses, Escape closes. Typing again drops the choice made.
 */
export function VenueCombobox({ venues, selected, onSelect }: Props) {
  const { t } = useTranslation('guestPasses');
  const id = useId();
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const [query, setQuery] = useState(selected?.name ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const searching = query.trim().length >= guestPassVenueSearchMinLength;
  const results = searchVenues(venues, query);
  const listed = open && searching && results.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  const choose = (venue: PassVenue) => {
    onSelect(venue);
    setQuery(venue.name);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!searching || results.length === 0) return;
      setOpen(true);
      const last = results.length - 1;
      if (event.key === 'ArrowDown') setActive(active >= last ? 0 : active + 1);
      else setActive(active <= 0 ? last : active - 1);
    } else if (event.key === 'Enter' && listed) {
      // Enter chooses the venue; it does not send the form.
      event.preventDefault();
      const venue = results[Math.max(active, 0)];
      if (venue) choose(venue);
    } else if (event.key === 'Escape' && listed) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="field venue-combobox">
      <label className="field__label field__label--required" htmlFor={id}>
        {t('form.venue')}
      </label>
      <p className="field__hint" id={hintId}>
        {t('form.venueHint')}
      </p>
      <input
        id={id}
        className="field__input"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-required="true"
        aria-autocomplete="list"
        aria-expanded={listed}
        aria-describedby={hintId}
        {...(listed ? { 'aria-controls': listId } : {})}
        {...(listed && active >= 0 ? { 'aria-activedescendant': optionId(active) } : {})}
        value={query}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          setOpen(true);
          setActive(-1);
          if (selected) onSelect(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      {listed ? (
        <div id={listId} role="listbox" aria-label={t('form.venue')} className="venue-combobox__list">
          {results.map((venue, index) => (
            // The options take no focus: the field keeps it and names the active one (aria-activedescendant).
            // biome-ignore lint/a11y/useFocusableInteractive: the combobox pattern's options are not focusable
            <div
              key={venue.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="venue-combobox__option"
              // Chosen on press, before the field's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(venue);
              }}
            >
              {venue.name}
            </div>
          ))}
        </div>
      ) : null}
      {open && searching && results.length === 0 ? (
        <p className="venue-combobox__none">{t('form.noVenues')}</p>
      ) : null}
      <p role="status" className="visually-hidden">
        {listed ? t('form.venueResults', { count: results.length }) : ''}
      </p>
    </div>
  );
}
