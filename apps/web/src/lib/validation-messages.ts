import type { TFunction } from 'i18next';

/** Spec part 1 §5: '{label} is required.', or the generic 'Required' when a field has no label. */
export function requiredMessage(t: TFunction, label?: string): string {
  return label
    ? t('validation.requiredField', { ns: 'common', label })
    : t('validation.required', { ns: 'common' });
}
