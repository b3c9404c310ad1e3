import { type FormEvent, type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field, TextField } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { HttpError } from '@/lib/http';
import { expiryProblem, maxReasonLength, reasonProblem } from '../lib/review-rules';

export type ReviewAsk = 'confirm' | 'reason' | 'expiry';

type Props = {
  title: string;
  /** What is being decided, for whom: read out as the dialog opens. */
  description: string;
  confirmLabel: string;
  /** What the decision needs besides a yes: nothing, a reason the member is told, or a last valid day. */
  ask: ReviewAsk;
  initialValue?: string;
  danger?: boolean;
  busy: boolean;
  onConfirm: (value: string) => Promise<unknown>;
  onClose: () => void;
  /** Where focus goes once the decision is made (the row it came from has gone). */
  returnFocusTo: RefObject<HTMLElement | null>;
};

/** Every approval and rejection is confirmed here, with what it needs, and the server's refusal shown in place. */
export function ReviewDialog(props: Props) {
  const { t } = useTranslation('fohOffice');
  const { ask, busy, onConfirm, onClose } = props;
  const [value, setValue] = useState(props.initialValue ?? '');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem =
      ask === 'reason' ? reasonProblem(value) : ask === 'expiry' ? expiryProblem(value, new Date()) : null;
    if (problem) {
      setFieldError(t(`queues.dialog.${ask}Errors.${problem}`, { max: maxReasonLength }));
      return;
    }
    setFieldError(undefined);
    setFailure(null);
    try {
      await onConfirm(ask === 'reason' ? value.trim() : value);
    } catch (error) {
      if (error instanceof HttpError) {
        const field = Object.values(error.fieldErrors)[0]?.[0];
        setFailure(field ?? error.serverMessage ?? error.message);
      } else setFailure(t('queues.dialog.failed'));
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={props.title}
      description={props.description}
      returnFocusTo={props.returnFocusTo}
    >
      <form className="review-dialog" noValidate onSubmit={(event) => void submit(event)}>
        {ask === 'reason' ? (
          <Field
            label={t('queues.dialog.reason')}
            hint={t('queues.dialog.reasonHint')}
            error={fieldError}
            required
          >
            {(control) => (
              <textarea
                className="field__input"
                rows={3}
                maxLength={maxReasonLength}
                value={value}
                onChange={(event) => setValue(event.currentTarget.value)}
                {...control}
              />
            )}
          </Field>
        ) : null}
        {ask === 'expiry' ? (
          <TextField
            type="date"
            label={t('queues.dialog.expiresOn')}
            hint={t('queues.dialog.expiresOnHint')}
            error={fieldError}
            required
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
          />
        ) : null}
        {failure ? (
          <p className="review-dialog__failure" role="alert">
            {failure}
          </p>
        ) : null}
        <div className="modal__actions">
          <Button variant="secondary" onClick={onClose}>
            {t('queues.dialog.cancel')}
          </Button>
          <Button type="submit" variant={props.danger ? 'danger' : 'primary'} busy={busy}>
            {props.confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
