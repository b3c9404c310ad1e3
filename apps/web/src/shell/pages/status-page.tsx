import type { ReactNode } from 'react';
import './status-page.css';

type Props = { heading: string; text: string; children?: ReactNode; before?: ReactNode };

/** The body of the shared screens of spec part 1 §2 (error, not found, maintenance). */
export function StatusPage({ heading, text, children, before }: Props) {
  return (
    <div className="status-page">
      {before}
      <h1 className="status-page__heading" tabIndex={-1}>
        {heading}
      </h1>
      <p className="status-page__text">{text}</p>
      {children ? <div className="status-page__actions">{children}</div> : null}
    </div>
  );
}

/** A shared screen shown without the shell around it (the shell itself could not start). */
export function Standalone({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="standalone" tabIndex={-1}>
      {children}
    </main>
  );
}
