import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import './states.css';

type Props = {
  heading: string;
  headingLevel?: 2 | 3;
  children?: ReactNode;
  /** Asks again for what failed (a query's refetch). */
  onRetry: () => void;
  retrying?: boolean;
  retryLabel?: string;
};

/** A part of the page failed to load: say so, and offer to try again in place. */
export function ErrorState({
  heading,
  headingLevel = 2,
  children,
  onRetry,
  retrying = false,
  retryLabel,
}: Props) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="state state--error" role="alert">
      <Heading className="state__heading">{heading}</Heading>
      {children ? <div className="state__text">{children}</div> : null}
      <div className="state__action">
        <Button variant="secondary" busy={retrying} onClick={onRetry}>
          {retryLabel ?? t('errorState.retry')}
        </Button>
      </div>
    </section>
  );
}
