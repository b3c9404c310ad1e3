import type { ReactNode } from 'react';
import './outcome.css';

type Props = {
  /** 'success' for what was done, 'danger' for what was refused: colour backs up the heading, never replaces it. */
  tone: 'success' | 'danger';
  heading: string;
  headingId: string;
  children: ReactNode;
};

/** The result of an action staff must read at a glance (a guest pass redeemed or refused): a headed, tinted panel. */
export function Outcome({ tone, heading, headingId, children }: Props) {
  return (
    <section className={`outcome outcome--${tone}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="outcome__heading">
        {heading}
      </h2>
      {children}
    </section>
  );
}
