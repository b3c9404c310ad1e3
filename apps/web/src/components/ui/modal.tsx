import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, type RefObject, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import './modal.css';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** 'alertdialog' for a dialog that interrupts (the kiosk's "Are you still there?"). */
  role?: 'dialog' | 'alertdialog';
  /** Hide the close button when the dialog's own buttons are the way out. */
  hideClose?: boolean;
  /**
   * Where focus goes on closing, before the element that had it when the dialog opened (use it when
   * that one is replaced meanwhile, as a Book button by the booking).
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
};

/**
 * A modal dialog: focus trapped inside and given back on closing, Escape closes, named by its one
 * heading (the title, an h2): content passed in must not repeat it.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  role = 'dialog',
  hideClose,
  returnFocusTo,
}: Props) {
  const { t } = useTranslation();
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal__overlay" />
        <Dialog.Content
          className="modal"
          role={role}
          // Radix gives focus back only to a Dialog.Trigger; these dialogs open from state, so the element
          // that had focus is kept here and given it back (or the one asked for, when that is gone).
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = [returnFocusTo?.current, opener.current].find((element) => element?.isConnected);
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
          // Radix warns about a dialog without a description unless told there is none on purpose.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Dialog.Title className="modal__title">{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className="modal__description" aria-live="assertive">
              {description}
            </Dialog.Description>
          ) : null}
          {children}
          {hideClose ? null : (
            <Dialog.Close className="modal__close" aria-label={t('modal.close')}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
