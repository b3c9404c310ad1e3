import { type ReactElement, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import './tooltip.css';

/** Spec part 2 §9: a tooltip opened by touch hides itself after 4 s. */
export const TOOLTIP_TOUCH_HIDE_MS = 4000;

type Props = {
  content: ReactNode;
  /** The trigger: given the id of the tooltip for its aria-describedby. */
  children: (describedBy: string) => ReactElement;
};

/** Shows on hover, focus and touch; Escape dismisses it (WCAG 1.4.13). */
export function Tooltip({ content, children }: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const touchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(touchTimer.current), []);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only listens; the trigger is the control
    <span
      className="tooltip"
      onPointerEnter={(event) => event.pointerType !== 'touch' && setOpen(true)}
      onPointerLeave={(event) => event.pointerType !== 'touch' && setOpen(false)}
      onPointerDown={(event) => {
        if (event.pointerType !== 'touch') return;
        setOpen(true);
        clearTimeout(touchTimer.current);
        touchTimer.current = setTimeout(() => setOpen(false), TOOLTIP_TOUCH_HIDE_MS);
      }}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
    >
      {children(id)}
      <span role="tooltip" id={id} className="tooltip__bubble" hidden={!open}>
        {content}
      </span>
    </span>
  );
}
