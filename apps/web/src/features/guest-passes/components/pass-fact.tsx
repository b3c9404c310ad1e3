import type { ReactNode } from 'react';

/** One labelled value of a card's description list. */
export function PassFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="guest-pass__fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
