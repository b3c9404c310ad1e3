import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { Field } from './field';

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
  /** The <option>s. */
  children: ReactNode;
};

/**
 * A native select in a Field: on a phone it opens the system's own picker, which a custom listbox
 * cannot match for reach and screen-reader support.
 */
export function SelectField({ label, error, hint, required, ref, className, children, ...select }: Props) {
  return (
    <Field label={label} error={error} hint={hint} required={required ?? false}>
      {(control) => (
        <select ref={ref} className={`field__input ${className ?? ''}`} {...control} {...select}>
          {children}
        </select>
      )}
    </Field>
  );
}
