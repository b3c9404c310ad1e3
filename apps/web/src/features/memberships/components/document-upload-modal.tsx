import {
  eligibilityDocumentAccept,
  eligibilityDocumentMaxBytes,
  eligibilityDocumentMessages,
} from '@leisure/contracts/eligibility-document-rules';
import { type ChangeEvent, type FormEvent, type RefObject, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { HttpError } from '@/lib/http';
import { showToast } from '@/lib/toast';
import type { AccountMembership } from '../api/get-memberships';
import { useUploadDocument } from '../api/upload-document';
import './document-upload.css';

type Props = {
  membership: AccountMembership;
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
};

type FieldErrors = { type?: string; document?: string; other: string[] };

/**
 * The document upload modal (spec part 2 §2, §5, §8): a type and a file enable 'Submit document'; a file
 * over 20,000,000 bytes is refused in the browser ('File size exceeds 20mb.'); the server's message for the
 * document shows under the file name; a 201 shows the success view (and the list reloads); a 500 is the
 * toast 'There was a problem uploading your eligibility document'.
 */
export function DocumentUploadModal({ membership, onClose, returnFocusTo }: Props) {
  const { t } = useTranslation('memberships');
  const fileId = useId();
  const fileNameId = useId();
  const fileErrorId = useId();
  const upload = useUploadDocument();
  const criterion = membership.membershipType.eligibilityCriterion;
  const [typeId, setTypeId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({ other: [] });
  const [done, setDone] = useState(false);

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.currentTarget.files?.[0] ?? null;
    if (chosen && chosen.size > eligibilityDocumentMaxBytes) {
      // Refused here: a file the server would refuse is never sent.
      setFile(null);
      event.currentTarget.value = '';
      setErrors({ other: [], document: eligibilityDocumentMessages.tooLarge });
      return;
    }
    setFile(chosen);
    setErrors((e) => ({ ...e, document: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!criterion || !file || typeId === '' || upload.isPending) return;
    setErrors({ other: [] });
    upload.mutate(
      {
        membershipId: membership.id,
        eligibilityCriterionId: criterion.id,
        eligibilityDocumentTypeId: Number(typeId),
        document: file,
      },
      {
        onSuccess: () => setDone(true),
        onError: (error) => {
          if (error instanceof HttpError && error.status === 422) {
            const f = error.fieldErrors;
            setErrors({
              type: f.eligibilityDocumentTypeId?.[0],
              document: f.document?.[0],
              other: [...(f.membershipId ?? []), ...(f.eligibilityCriterionId ?? [])],
            });
            return;
          }
          if (error instanceof HttpError && error.status >= 500) {
            showToast({ type: 'danger', content: t('document.uploadFailed') });
            return;
          }
          setErrors({ other: [error.message] });
        },
      },
    );
  };

  const ready = criterion !== null && file !== null && typeId !== '';
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={done ? t('document.doneTitle') : t('document.title')}
      returnFocusTo={returnFocusTo}
    >
      <p className="document-upload__membership">
        {membership.membershipType.name}{' '}
        <span className="document-upload__reference">
          {t('membershipNo', { reference: membership.reference })}
        </span>
      </p>
      {done ? (
        <div className="document-upload__done" role="status">
          <p>{t('document.doneText')}</p>
          <Button size="lg" block onClick={onClose}>
            {t('document.close')}
          </Button>
        </div>
      ) : (
        <form className="document-upload" onSubmit={submit} noValidate>
          <SelectField
            label={t('document.type')}
            required
            value={typeId}
            error={errors.type}
            onChange={(event) => setTypeId(event.currentTarget.value)}
          >
            <option value="">{t('document.typePlaceholder')}</option>
            {(criterion?.documentTypes ?? []).map((type) => (
              <option key={type.id} value={String(type.id)}>
                {type.name}
              </option>
            ))}
          </SelectField>
          <div className={`field${errors.document ? ' field--invalid' : ''}`}>
            <label className="field__label field__label--required" htmlFor={fileId}>
              {t('document.file')}
            </label>
            <p className="field__hint" id={`${fileId}-hint`}>
              {t('document.fileHint')}
            </p>
            <input
              id={fileId}
              type="file"
              className="document-upload__file"
              accept={eligibilityDocumentAccept}
              required
              aria-invalid={errors.document ? true : undefined}
              aria-describedby={[`${fileId}-hint`, file ? fileNameId : '', errors.document ? fileErrorId : '']
                .filter(Boolean)
                .join(' ')}
              onChange={chooseFile}
            />
            {file ? (
              <p className="document-upload__file-name" id={fileNameId}>
                {file.name}
              </p>
            ) : null}
            {errors.document ? (
              <p className="field__error" id={fileErrorId} role="alert">
                {errors.document}
              </p>
            ) : null}
          </div>
          {errors.other.length > 0 ? (
            <ul className="document-upload__errors" role="alert">
              {errors.other.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : null}
          <div className="document-upload__actions">
            <Button type="submit" size="lg" block disabled={!ready} busy={upload.isPending}>
              {upload.isPending ? t('document.submitting') : t('document.submit')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
