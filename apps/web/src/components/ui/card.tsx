import type { HTMLAttributes, ReactNode } from 'react';
import './card.css';

type Props = HTMLAttributes<HTMLElement> & {
  /** 'article' for a thing that stands alone (a booking), 'section' for a part of a page. */
  as?: 'div' | 'article' | 'section' | 'li';
  heading?: ReactNode;
  /** The heading's level where the card sits in the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** Bottom row of actions: on a phone they fill the width, within thumb reach. */
  actions?: ReactNode;
};

/** A surface grouping one thing's content; with a heading it is named by it. */
export function Card({
  as: Tag = 'div',
  heading,
  headingLevel = 3,
  actions,
  className,
  children,
  ...rest
}: Props) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Tag className={`card ${className ?? ''}`} {...rest}>
      {heading ? <Heading className="card__heading">{heading}</Heading> : null}
      <div className="card__body">{children}</div>
      {actions ? <div className="card__actions">{actions}</div> : null}
    </Tag>
  );
}
