import type { ReactNode } from 'react';
import './badge.css';

/** 'brand' takes the venue's colour; the status tones are fixed so their meaning never changes. */
export type BadgeTone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger';

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`badge badge--${tone}`}>{children}</span>;
}
