import { type ReactNode, useEffect, useRef } from 'react';

/** A step's heading takes the focus when the step appears, so a keyboard or screen reader starts there. */
export function StepHeading({ children, id }: { children: ReactNode; id: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h2 id={id} ref={ref} tabIndex={-1} className="staff-login__step-heading">
      {children}
    </h2>
  );
}
