import { useTranslation } from 'react-i18next';
import './spinner.css';

type Props = { label?: string; size?: 'sm' | 'lg' };

/** A loading indicator announced politely, named 'Loading' unless told otherwise. */
export function Spinner({ label, size = 'lg' }: Props) {
  const { t } = useTranslation();
  const name = label ?? t('loading');
  return (
    <div role="status" aria-label={name} className={`spinner spinner--${size}`}>
      <span className="spinner__circle" aria-hidden="true" />
      <span className="visually-hidden">{name}</span>
    </div>
  );
}

export function FullPageSpinner() {
  return (
    <div className="spinner-page">
      <Spinner />
    </div>
  );
}
