import type { ReactNode } from 'react';
import './states.css';

type Props = {
  heading: string;
  headingLevel?: 2 | 3;
  children?: ReactNode;
  /** What the customer can do next ('Book an activity'). */
  action?: ReactNode;
};

/** Nothing to show yet, and the way forward: never a blank area. */
export function EmptyState({ heading, headingLevel = 2, children, action }: Props) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="state state--empty">
      <Heading className="state__heading">{heading}</Heading>
      {children ? <div className="state__text">{children}</div> : null}
      {action ? <div className="state__action">{action}</div> : null}
    </section>
  );
}
