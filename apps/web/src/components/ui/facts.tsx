import type { ReactNode } from 'react';
import './facts.css';

/** Labelled values read at a glance (a pass at the desk, a request under review): a definition list. */
export function Facts({ children, className }: { children: ReactNode; className?: string }) {
  return <dl className={className ? `facts ${className}` : 'facts'}>{children}</dl>;
}

/** One labelled value of a `Facts` list. */
export function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="facts__fact">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
