import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import {
  clampStartDate,
  prettyDay,
  type StartBounds,
  todayOf,
  tomorrowOf,
  withinBounds,
} from '../lib/start-date';

/**
 * The start date as typed (spec part 2 §5 Start date): a day within the bounds is chosen at once; one
 * outside them is shown as typed and brought within them on leaving the field (before the minimum, the
 * past included, it becomes the minimum); the shortcuts choose today or tomorrow, within the bounds.
 * `ready` is false while a typed day waits to be brought within them.
 */
export function useStartDateInput(value: string, bounds: StartBounds, choose: (day: string) => void) {
  const [draft, setDraft] = useState<string | null>(null);
  const pick = (day: string) => {
    setDraft(null);
    choose(day);
  };
  return {
    ready: draft === null && withinBounds(value, bounds),
    field: {
      bounds,
      value: draft ?? value,
      onType: (typed: string) => (withinBounds(typed, bounds) ? pick(typed) : setDraft(typed)),
      // Nothing that is a day at all: back to what it was.
      onLeave: () => (draft === null ? undefined : pick(clampStartDate(draft, bounds) ?? value)),
      onShortcut: (day: string) => pick(clampStartDate(day, bounds) ?? bounds.min),
    },
  };
}

export type StartDateFieldProps = ReturnType<typeof useStartDateInput>['field'] & { error?: string };

/** The start date with its range as a hint, and the 'Today' and 'Tomorrow' shortcuts under it. */
export function StartDateField({ bounds, value, onType, onLeave, onShortcut, error }: StartDateFieldProps) {
  const { t } = useTranslation('joining');
  return (
    <div className="dates-step__start">
      <TextField
        type="date"
        label={t('dates.startDate')}
        required
        min={bounds.min}
        max={bounds.max}
        hint={t('dates.startDateHint', { min: prettyDay(bounds.min), max: prettyDay(bounds.max) })}
        error={error}
        value={value}
        onChange={(event) => onType(event.currentTarget.value)}
        onBlur={onLeave}
      />
      <fieldset className="dates-step__shortcuts">
        <legend className="visually-hidden">{t('dates.shortcuts')}</legend>
        <Button variant="secondary" size="sm" onClick={() => onShortcut(todayOf())}>
          {t('dates.today')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onShortcut(tomorrowOf())}>
          {t('dates.tomorrow')}
        </Button>
      </fieldset>
    </div>
  );
}
