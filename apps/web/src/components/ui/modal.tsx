import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
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
};

/** A modal dialog: focus trapped inside, Escape closes, labelled by its title. */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  role = 'dialog',
  hideClose,
}: Props) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal__overlay" />
        <Dialog.Content
          className="modal"
          role={role}
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
