import {
  freezeProofAccept,
  freezeProofMaxBytes,
  freezeProofTooLargeMessage,
  monthsOfPeriod,
} from '@leisure/contracts/membership-freeze-rules';
import { type ChangeEvent, type FormEvent, type RefObject, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { HttpError } from '@/lib/http';
import { type FreezeTypes, useFreezeMembership, useFreezeTypes } from '../api/freeze-membership';
import type { AccountMembership } from '../api/get-memberships';
import './freeze-membership.css';

type Props = {
  membership: AccountMembership;
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
};

type FieldErrors = {
  freezeTypeId?: string | undefined;
  activeFrom?: string | undefined;
  months?: string | undefined;
  file?: string | undefined;
  other: string[];
};

/** A type's periods in order of their months, each with the months its label stands for. */
function periodsOf(timePeriods: Record<string, string>) {
  return Object.values(timePeriods)
    .flatMap((label) => {
      const months = monthsOfPeriod(label);
      return months === null ? [] : [{ label, months }];
    })
    .sort((a, b) => a.months - b.months);
}

function FreezeForm({
  membership,
  types,
  onDone,
}: {
  membership: AccountMembership;
  types: FreezeTypes;
  onDone: () => void;
}) {
  const { t } = useTranslation('memberships');
  const fileId = useId();
  const fileNameId = useId();
  const fileErrorId = useId();
  const freeze = useFreezeMembership();
  const min = types.minFreezeStartDate.raw;
  const max = types.maxFreezeStartDate.raw;
  const [typeId, setTypeId] = useState('');
  const [activeFrom, setActiveFrom] = useState(min);
  const [months, setMonths] = useState('');
  const [file, setFile] = useState<File | null>(null);
  // A new reason's file input starts empty: its key changes with the reason.
  const [fileKey, setFileKey] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({ other: [] });
  const type = types.freezeTypes.find((x) => String(x.id) === typeId) ?? null;
  const proof = type?.proofOfEligibility ?? null;

  const chooseReason = (value: string) => {
    // Spec part 2 §4 Freeze: a new reason clears the time period and the chosen document.
    setTypeId(value);
    setMonths('');
    setFile(null);
    setFileKey((k) => k + 1);
    setErrors({ other: [] });
  };

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.currentTarget.files?.[0] ?? null;
    if (chosen && chosen.size > freezeProofMaxBytes) {
      // Refused here: a file the server would refuse is never sent.
      setFile(null);
      event.currentTarget.value = '';
      setErrors((e) => ({ ...e, file: freezeProofTooLargeMessage }));
      return;
    }
    setFile(chosen);
    setErrors((e) => ({ ...e, file: undefined }));
  };

  const dateInRange = activeFrom !== '' && activeFrom >= min && activeFrom <= max;
  const ready = type !== null && dateInRange && months !== '' && (proof === null || file !== null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || !type || freeze.isPending) return;
    setErrors({ other: [] });
    freeze.mutate(
      { membershipId: membership.id, freezeTypeId: type.id, activeFrom, months: Number(months), file },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (error instanceof HttpError && error.status === 422) {
            const f = error.fieldErrors;
            setErrors({
              freezeTypeId: f.freezeTypeId?.[0],
              activeFrom: f.activeFrom?.[0],
              months: f.months?.[0],
              file: f.file?.[0],
              other: f.membershipId ?? (Object.keys(f).length === 0 ? [error.message] : []),
            });
            return;
          }
          setErrors({ other: [error.message] });
        },
      },
    );
  };

  return (
    <form className="freeze-membership" onSubmit={submit} noValidate>
      <SelectField
        label={t('freeze.reason')}
        required
        value={typeId}
        error={errors.freezeTypeId}
        onChange={(event) => chooseReason(event.currentTarget.value)}
      >
        <option value="">{t('freeze.reasonPlaceholder')}</option>
        {types.freezeTypes.map((x) => (
          <option key={x.id} value={String(x.id)}>
            {x.reason}
          </option>
        ))}
      </SelectField>
      {proof ? (
        <fieldset className="freeze-membership__proof" key={fileKey}>
          <legend className="freeze-membership__proof-title">{t('freeze.proofTitle')}</legend>
          <p className="freeze-membership__proof-description">{proof.description}</p>
          <SelectField
            label={t('freeze.documentType')}
            required
            value={proof.documentType}
            onChange={() => {}}
          >
            <option value={proof.documentType}>{proof.documentType}</option>
          </SelectField>
          <div className={`field${errors.file ? ' field--invalid' : ''}`}>
            <label className="field__label field__label--required" htmlFor={fileId}>
              {t('freeze.file')}
            </label>
            <p className="field__hint" id={`${fileId}-hint`}>
              {t('freeze.fileHint')}
            </p>
            <input
              id={fileId}
              type="file"
              className="freeze-membership__file"
              accept={freezeProofAccept}
              required
              aria-invalid={errors.file ? true : undefined}
              aria-describedby={[`${fileId}-hint`, file ? fileNameId : '', errors.file ? fileErrorId : '']
                .filter(Boolean)
                .join(' ')}
              onChange={chooseFile}
            />
            {file ? (
              <p className="freeze-membership__file-name" id={fileNameId}>
                {file.name}
              </p>
            ) : null}
            {errors.file ? (
              <p className="field__error" id={fileErrorId} role="alert">
                {errors.file}
              </p>
            ) : null}
          </div>
        </fieldset>
      ) : null}
      <TextField
        label={t('freeze.startDate')}
        type="date"
        required
        min={min}
        max={max}
        value={activeFrom}
        hint={t('freeze.startDateHint', { min: prettyDay(min), max: prettyDay(max) })}
        error={errors.activeFrom}
        onChange={(event) => setActiveFrom(event.currentTarget.value)}
      />
      <SelectField
        label={t('freeze.period')}
        required
        disabled={type === null}
        value={months}
        error={errors.months}
        onChange={(event) => setMonths(event.currentTarget.value)}
      >
        <option value="">{t('freeze.periodPlaceholder')}</option>
        {type
          ? periodsOf(type.timePeriods).map((p) => (
              <option key={p.months} value={String(p.months)}>
                {p.label}
              </option>
            ))
          : null}
      </SelectField>
      {errors.other.length > 0 ? (
        <ul className="freeze-membership__errors" role="alert">
          {errors.other.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      <div className="freeze-membership__actions">
        <Button type="submit" size="lg" block disabled={!ready} busy={freeze.isPending}>
          {t('freeze.submit')}
        </Button>
      </div>
    </form>
  );
}

/** '1 December 2026' from YYYY-MM-DD, read as a calendar day. */
const prettyDay = (raw: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${raw}T12:00:00Z`));

/**
 * The freeze modal (spec part 2 §2 Freeze modal, §4 Freeze, §5): a reason, proof when the reason asks for
 * it, a start date within the server's bounds (the earliest by default) and a time period, enabled once a
 * reason is chosen. 'Submit freeze request' only when complete; a 201 shows the confirmation and the list
 * reloads. Closing (or 'Cancel') unmounts it, so it opens afresh.
 */
export function FreezeMembershipModal({ membership, onClose, returnFocusTo }: Props) {
  const { t } = useTranslation('memberships');
  const types = useFreezeTypes(membership.id);
  const [done, setDone] = useState(false);
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={done ? t('freeze.doneTitle') : t('freeze.title')}
      returnFocusTo={returnFocusTo}
    >
      <p className="freeze-membership__membership">
        {membership.membershipType.name}{' '}
        <span className="freeze-membership__reference">
          {t('membershipNo', { reference: membership.id })}
        </span>
      </p>
      {done ? (
        <div className="freeze-membership__done" role="status">
          <p>{t('freeze.doneText')}</p>
          <Button size="lg" block onClick={onClose}>
            {t('freeze.close')}
          </Button>
        </div>
      ) : (
        <>
          {types.isPending ? <Spinner label={t('freeze.loading')} /> : null}
          {types.isError ? (
            <p className="freeze-membership__errors" role="alert">
              {types.error.message}
            </p>
          ) : null}
          {types.data ? (
            <FreezeForm membership={membership} types={types.data} onDone={() => setDone(true)} />
          ) : null}
          <Button variant="secondary" size="lg" block onClick={onClose}>
            {t('freeze.cancel')}
          </Button>
        </>
      )}
    </Modal>
  );
}
