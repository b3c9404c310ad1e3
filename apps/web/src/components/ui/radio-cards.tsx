import { type ReactNode, useId } from 'react';
import './field.css';
import './radio-cards.css';

export type RadioCardOption = {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
};

type Props = {
  legend: ReactNode;
  name: string;
  options: RadioCardOption[];
  value: string | null;
  onChange: (value: string) => void;
  error?: string | undefined;
  required?: boolean;
  /** Hide the legend from the eye when the page's heading already says it. */
  legendHidden?: boolean;
};

/**
 * A radio group drawn as cards. The inputs are native radios, so arrow keys, one tab stop and the
 * screen reader's 'radio, 2 of 3' come from the browser, not from code here.
 */
export function RadioCards({ legend, name, options, value, onChange, error, required, legendHidden }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={`radio-cards${error ? ' radio-cards--invalid' : ''}`}
      aria-describedby={error ? errorId : undefined}
    >
      <legend
        className={[
          legendHidden ? 'visually-hidden' : 'radio-cards__legend',
          required ? 'radio-cards__legend--required' : '',
        ].join(' ')}
      >
        {legend}
      </legend>
      <div className="radio-cards__options">
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <label key={option.value} className="radio-card" htmlFor={optionId}>
              <input
                id={optionId}
                className="radio-card__input"
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                disabled={option.disabled}
                required={required}
                aria-labelledby={`${optionId}-label`}
                aria-describedby={option.description ? `${optionId}-description` : undefined}
                onChange={() => onChange(option.value)}
              />
              <span className="radio-card__label" id={`${optionId}-label`}>
                {option.label}
              </span>
              {option.description ? (
                <span className="radio-card__description" id={`${optionId}-description`}>
                  {option.description}
                </span>
              ) : null}
            </label>
          );
        })}
      </div>
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
