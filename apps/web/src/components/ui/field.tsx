import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import './field.css';

type ControlIds = { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true; 'aria-required'?: true };

type FieldProps = {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean;
  children: (control: ControlIds) => ReactNode;
};

/**
 * A label, a control, its hint and its error, tied together for assistive technology: the control is
 * described by the hint and the error, marked invalid while there is an error, and required when asked.
 */
export function Field({ label, error, hint, required, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      {/* The control itself says 'required' (aria-required); the star (field.css) is drawn for the eye
          with empty alternative text, so the field's name stays its label. */}
      <label className={required ? 'field__label field__label--required' : 'field__label'} htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {children({
        id,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(required ? { 'aria-required': true as const } : {}),
      })}
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  ref?: Ref<HTMLInputElement>;
};

export function TextField({ label, error, hint, required, ref, className, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required ?? false}>
      {(control) => <input ref={ref} className={`field__input ${className ?? ''}`} {...control} {...input} />}
    </Field>
  );
}
