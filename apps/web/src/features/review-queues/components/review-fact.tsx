import type { ReactNode } from 'react';

/** One labelled value of a request under review. */
export function ReviewFact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="review-item__fact">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
