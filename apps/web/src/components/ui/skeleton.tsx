import { useTranslation } from 'react-i18next';
import './skeleton.css';

type Props = {
  /** Text lines to stand in for. */
  lines?: number;
  /** A block (a picture, a card) above the lines, in rem. */
  blockHeight?: number;
  label?: string;
};

/**
 * The shape of content still loading, so the page does not jump when it arrives. Announced once as
 * 'Loading'; the shapes themselves are hidden from assistive technology.
 */
export function Skeleton({ lines = 3, blockHeight, label }: Props) {
  const { t } = useTranslation();
  return (
    <div className="skeleton" role="status" aria-label={label ?? t('loading')}>
      {blockHeight ? (
        <span
          className="skeleton__shape skeleton__block"
          style={{ height: `${blockHeight}rem` }}
          aria-hidden="true"
        />
      ) : null}
      {Array.from({ length: lines }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines are identical placeholders
        <span key={index} className="skeleton__shape skeleton__line" aria-hidden="true" />
      ))}
    </div>
  );
}
