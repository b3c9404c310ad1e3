import { type ReactNode, type Ref, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field, TextField } from '@/components/ui/field';
import { HttpError } from '@/lib/http';
import { type CheckedBankAccount, validateBankAccount } from '../api/validate-bank-account';
import { useServerMessages } from '../hooks/use-server-messages';
import { type BankDetails, bankDetailsProblems, type CheckedBankField } from '../lib/bank-details';
import './direct-debit-step.css';

export type { BankDetails };

/** The keys the joining call's refusals of bank details come under (spec part 2 §5 Submission messages). */
export type DirectDebitField =
  | 'accountHolder'
  | 'accountDetails'
  | 'accountDetails.accountNumber'
  | 'accountDetails.sortCode'
  | 'accountDetails.billingAddress';

export type DirectDebitStepProps = {
  /** The client's collectDirectDebitBillingAddress. */
  collectBillingAddress: boolean;
  /** The client's directDebitProvider: GoCardless's customers are shown its privacy notice. */
  provider: 'sandbox' | 'gocardless';
  value: BankDetails;
  onChange: (next: BankDetails) => void;
  /** The page's direct-debit terms checkbox. */
  ddTermsSlot?: ReactNode;
  ddTermsAccepted: boolean;
  /** The submit's 422 messages; each marks its field invalid until that field is changed. */
  serverErrors?: Partial<Record<DirectDebitField, string>>;
  onContinue: (checked: CheckedBankAccount) => void;
};

export const goCardlessPrivacyUrl = 'https://gocardless.com/privacy/';

/** What the validate call refuses: the number, the sort code, or the two together. */
type Checked = Partial<Record<'accountNumber' | 'sortCode' | 'accountDetails', string>>;

/**
 * The direct-debit step (spec part 2 §2, §5 Bank details): the account holder, number and sort code, the
 * billing address when the operator collects it, the holder's authorisation and the page's direct-debit
 * terms. Continue, once everything is valid and ticked, has the API check the account before going on.
 * The account number lives in `value` alone: it is never logged, cached or kept here.
 */
export function DirectDebitStep({
  collectBillingAddress,
  provider,
  value,
  onChange,
  ddTermsSlot,
  ddTermsAccepted,
  serverErrors,
  onContinue,
}: DirectDebitStepProps) {
  const { t } = useTranslation('joining');
  const id = useId();
  const [left, setLeft] = useState<readonly CheckedBankField[]>([]);
  const [checked, setChecked] = useState<Checked>({});
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const server = useServerMessages(serverErrors);
  const accountNumberRef = useRef<HTMLInputElement>(null);
  const sortCodeRef = useRef<HTMLInputElement>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);

  const problems = bankDetailsProblems(value, { collectBillingAddress });
  // A rule's message waits until the customer has left the field: no red while they are still typing.
  const local = (field: CheckedBankField) =>
    left.includes(field) && problems.includes(field) ? t(`directDebit.problems.${field}`) : undefined;
  const pairMessage = checked.accountDetails ?? server.messageOf('accountDetails');
  const numberMessage = checked.accountNumber ?? server.messageOf('accountDetails.accountNumber');
  const sortCodeMessage = checked.sortCode ?? server.messageOf('accountDetails.sortCode');
  const holderMessage = server.messageOf('accountHolder');
  const addressMessage = collectBillingAddress
    ? server.messageOf('accountDetails.billingAddress')
    : undefined;
  const standing = [pairMessage, numberMessage, sortCodeMessage, holderMessage, addressMessage].some(Boolean);
  const canContinue = problems.length === 0 && value.authorised && ddTermsAccepted && !standing;

  const change = <K extends keyof BankDetails>(field: K, next: BankDetails[K]) => {
    setFailure(null);
    onChange({ ...value, [field]: next });
  };
  const leave = (field: CheckedBankField) => () => {
    if (!left.includes(field)) setLeft([...left, field]);
  };
  const pairId = `${id}-pair`;
  const addressErrorId = `${id}-address`;

  const check = async () => {
    if (!canContinue || checking) return;
    setChecking(true);
    setFailure(null);
    try {
      const account = await validateBankAccount(value);
      setChecking(false);
      onContinue(account);
    } catch (error) {
      setChecking(false);
      const fields = error instanceof HttpError && error.status === 422 ? error.fieldErrors : {};
      const refused: Checked = {
        accountNumber: fields.accountNumber?.[0],
        sortCode: fields.sortCode?.[0],
        accountDetails: fields.accountDetails?.[0],
      };
      if (refused.accountNumber || refused.sortCode || refused.accountDetails) {
        setChecked(refused);
        (refused.sortCode && !refused.accountNumber ? sortCodeRef : accountNumberRef).current?.focus();
      } else {
        setFailure(error instanceof Error ? error.message : String(error));
        failureRef.current?.focus();
      }
    }
  };

  return (
    <div className="direct-debit-step">
      <TextField
        label={t('directDebit.accountHolder')}
        required
        autoComplete="off"
        spellCheck={false}
        value={value.accountHolder}
        error={holderMessage ?? local('accountHolder')}
        onChange={(event) => {
          server.edited('accountHolder');
          change('accountHolder', event.currentTarget.value);
        }}
        onBlur={leave('accountHolder')}
      />
      <BankNumberField
        label={t('directDebit.accountNumber')}
        inputRef={accountNumberRef}
        value={value.accountNumber}
        error={numberMessage ?? local('accountNumber')}
        pairId={pairMessage ? pairId : undefined}
        onChange={(typed) => {
          setChecked({ ...checked, accountNumber: undefined, accountDetails: undefined });
          server.edited('accountDetails.accountNumber', 'accountDetails');
          change('accountNumber', typed);
        }}
        onBlur={leave('accountNumber')}
      />
      <BankNumberField
        label={t('directDebit.sortCode')}
        hint={t('directDebit.sortCodeHint')}
        inputRef={sortCodeRef}
        value={value.sortCode}
        error={sortCodeMessage ?? local('sortCode')}
        pairId={pairMessage ? pairId : undefined}
        onChange={(typed) => {
          setChecked({ ...checked, sortCode: undefined, accountDetails: undefined });
          server.edited('accountDetails.sortCode', 'accountDetails');
          change('sortCode', typed);
        }}
        onBlur={leave('sortCode')}
      />
      {pairMessage ? (
        <p className="field__error direct-debit-step__pair" id={pairId}>
          {pairMessage}
        </p>
      ) : null}

      {collectBillingAddress ? (
        <fieldset
          className={`direct-debit-step__address${addressMessage ? ' field--invalid' : ''}`}
          aria-describedby={addressMessage ? addressErrorId : undefined}
        >
          <legend>{t('directDebit.billingAddress')}</legend>
          {addressMessage ? (
            <p className="field__error" id={addressErrorId}>
              {addressMessage}
            </p>
          ) : null}
          {(
            [
              ['billingAddressLineOne', 'billing address-line1', true],
              ['billingAddressLineTwo', 'billing address-line2', false],
              ['billingCity', 'billing address-level2', true],
              ['billingPostcode', 'billing postal-code', false],
            ] as const
          ).map(([field, autoComplete, required]) => (
            <TextField
              key={field}
              label={t(`directDebit.${field}`)}
              required={required}
              autoComplete={autoComplete}
              value={value[field]}
              error={field === 'billingAddressLineOne' || field === 'billingCity' ? local(field) : undefined}
              onChange={(event) => {
                server.edited('accountDetails.billingAddress');
                change(field, event.currentTarget.value);
              }}
              onBlur={field === 'billingAddressLineOne' || field === 'billingCity' ? leave(field) : undefined}
            />
          ))}
        </fieldset>
      ) : null}

      <div className="direct-debit-step__check">
        <input
          id={`${id}-authorised`}
          type="checkbox"
          checked={value.authorised}
          aria-required="true"
          onChange={(event) => change('authorised', event.currentTarget.checked)}
        />
        <label htmlFor={`${id}-authorised`}>{t('directDebit.authorised')}</label>
      </div>

      {ddTermsSlot}

      {provider === 'gocardless' ? (
        <p className="direct-debit-step__privacy">
          {t('directDebit.privacy.text')}{' '}
          <a href={goCardlessPrivacyUrl} target="_blank" rel="noopener noreferrer">
            {t('directDebit.privacy.link')}
          </a>
        </p>
      ) : null}

      {failure ? (
        <p className="field__error" role="alert" tabIndex={-1} ref={failureRef}>
          {failure}
        </p>
      ) : null}
      <div className="direct-debit-step__actions">
        <Button size="lg" disabled={!canContinue} busy={checking} onClick={() => void check()}>
          {t('directDebit.continue')}
        </Button>
      </div>
    </div>
  );
}

type BankNumberFieldProps = {
  label: string;
  hint?: string;
  value: string;
  error: string | undefined;
  /** The message about the number and sort code together: it describes, and invalidates, both. */
  pairId: string | undefined;
  inputRef: Ref<HTMLInputElement>;
  onChange: (typed: string) => void;
  onBlur: () => void;
};

/** A number from the bank: digits on a phone's keypad, never offered back by the browser. */
function BankNumberField({
  label,
  hint,
  value,
  error,
  pairId,
  inputRef,
  onChange,
  onBlur,
}: BankNumberFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} required>
      {(control) => (
        <input
          ref={inputRef}
          className={`field__input${pairId ? ' direct-debit-step__number--invalid' : ''}`}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          {...control}
          aria-describedby={[control['aria-describedby'], pairId].filter(Boolean).join(' ') || undefined}
          aria-invalid={control['aria-invalid'] ?? (pairId ? true : undefined)}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          onBlur={onBlur}
        />
      )}
    </Field>
  );
}
