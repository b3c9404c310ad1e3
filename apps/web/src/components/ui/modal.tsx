import { type ReactNode, type RefObject, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from './modal-dialog';
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
 * A modal dialog: focus kept inside and given back on closing, Escape closes, named by its one
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
  const titleId = useId();
  const descriptionId = useId();
  if (!open) return null;
  const close = () => onOpenChange(false);
  return (
    <ModalDialog
      className="modal"
      onClose={close}
      labelledBy={titleId}
      describedBy={description ? descriptionId : undefined}
      role={role}
      returnFocusTo={returnFocusTo}
    >
      <div className="modal__body">
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        {description ? (
          <p id={descriptionId} className="modal__description" aria-live="assertive">
            {description}
          </p>
        ) : null}
        {children}
        {hideClose ? null : (
          <button type="button" className="modal__close" aria-label={t('modal.close')} onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
    </ModalDialog>
  );
}
