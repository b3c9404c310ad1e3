import { type ReactNode, type RefObject, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';

type Props = {
  /** Called for Escape and for a click on the backdrop. */
  onClose: () => void;
  className: string;
  labelledBy: string;
  describedBy?: string;
  role?: 'dialog' | 'alertdialog';
  returnFocusTo?: RefObject<HTMLElement | null>;
  children: ReactNode;
};

/**
 * The browser's own modal <dialog>, shown while mounted: the rest of the page is inert (so focus and
 * screen readers stay inside), it sits above everything, and Escape or the backdrop closes it. Focus goes
 * back on closing to `returnFocusTo` or else to the element that had it when the dialog opened.
 */
export function ModalDialog({
  onClose,
  className,
  labelledBy,
  describedBy,
  role,
  returnFocusTo,
  children,
}: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  // Read at the first render, before anything in the dialog can take focus.
  const opener = useRef(document.activeElement instanceof HTMLElement ? document.activeElement : null);

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    if (!element.contains(document.activeElement)) element.focus();
    return () => {
      // Closed first: while it is open the rest of the page is inert and cannot take focus back.
      if (element.open) element.close();
      const target = [returnFocusTo?.current, opener.current].find((candidate) => candidate?.isConnected);
      target?.focus();
    };
  }, [returnFocusTo]);

  return createPortal(
    <dialog
      ref={dialog}
      className={className}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      tabIndex={-1}
      // One way out for Escape, whether the browser reports it as a key or as its cancel event; and Tab
      // goes round inside, as the page behind is inert and the browser would otherwise leave the page.
      onKeyDown={(event) => {
        if (event.key === 'Tab') keepTabInside(event.nativeEvent, event.currentTarget);
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onClose();
      }}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // The dialog's own box has no padding, so a click that lands on it and not on its content is outside.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {children}
    </dialog>,
    document.body,
  );
}

const tabbable =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** From the last control Tab goes to the first, and Shift+Tab from the first to the last. */
function keepTabInside(event: KeyboardEvent, dialog: HTMLElement): void {
  const controls = [...dialog.querySelectorAll<HTMLElement>(tabbable)].filter(
    (control) => control.getClientRects().length > 0,
  );
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
