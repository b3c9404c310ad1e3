import type { onboardingTypes } from '@leisure/contracts/account';
import type { DataField } from '@leisure/contracts/data-fields';
import { userAttributeKeys } from '@leisure/contracts/user-attributes';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { useRegister } from '@/features/auth/api/register';
import { useClient } from '@/features/client/api/get-client';
import { useDataFields } from '@/features/data-fields/api/get-data-fields';
import { DataFieldsForm } from '@/features/data-fields/components/data-fields-form';
import {
  allFields,
  type DataFieldSection,
  type DataFieldValues,
  fieldName,
  toRequestBody,
} from '@/features/data-fields/lib/field-values';
import { useTerms } from '@/features/terms/api/get-terms';
import { TermsCheckbox } from '@/features/terms/components/terms-checkbox';
import { useSession } from '@/shell/session/session-context';

/** The account's own attributes in the register request (contracts account.ts); others are answers. */
const registerKeys = ['password', 'passwordConfirmation', ...userAttributeKeys] as const;

/** Every account has a password: asked for here when the operator's form does not list it. */
function withPasswordFields(
  sections: DataFieldSection[],
  labels: Record<'section' | 'password' | 'confirm', string>,
) {
  const names = new Set(allFields(sections).map(fieldName));
  const missing: DataField[] = [];
  const base = {
    options: [],
    isRequired: true,
    isAuthorised: true,
    placeholder: null,
    description: null,
    answer: null,
  };
  if (!names.has('password')) {
    missing.push({ ...base, id: -1, key: 'password', label: labels.password, type: 'password' });
  }
  if (!names.has('passwordConfirmation')) {
    missing.push({ ...base, id: -2, key: 'password_confirmation', label: labels.confirm, type: 'password' });
  }
  return missing.length ? [...sections, { id: -1, title: labels.section, fields: missing }] : sections;
}

/**
 * A field the customer may not change (isAuthorised false, e.g. a concession number reception adds
 * after seeing proof) has no answer yet for a new customer and the server refuses one from them: on
 * this form it would only be an empty greyed-out box, so it is left out. My details shows it greyed.
 */
function withoutStaffOnlyFields(sections: DataFieldSection[]): DataFieldSection[] {
  return sections
    .map((section) => ({ ...section, fields: section.fields.filter((field) => field.isAuthorised) }))
    .filter((section) => section.fields.length > 0);
}

type Props = {
  /** Which of the operator's forms: the account's own, or the one joining asks for. */
  onboardingType: (typeof onboardingTypes)[number];
  /** Where the account was made from, for the operator's reports. */
  source: string;
  /** After the 201: the customer is signed in by then. */
  onRegistered: () => void;
  submitLabel?: string;
  'aria-labelledby': string;
};

/**
 * The create-account form (spec part 1 §5, part 2 §2 Your details step): the operator's fields with a
 * password, the registration terms, and the customer signed in on a 201. Used by /account/register and
 * in place on the joining page.
 */
export function CreateAccountForm({
  onboardingType,
  source,
  onRegistered,
  submitLabel,
  'aria-labelledby': labelledBy,
}: Props) {
  const { t } = useTranslation('account');
  const session = useSession();
  const client = useClient();
  const dataFields = useDataFields(onboardingType);
  const terms = useTerms();
  const register = useRegister(onboardingType);
  const [agreed, setAgreed] = useState(false);

  const sections = useMemo(
    () =>
      dataFields.data
        ? withPasswordFields(withoutStaffOnlyFields(dataFields.data.data), {
            section: t('register.passwordSection'),
            password: t('register.password'),
            confirm: t('register.passwordConfirmation'),
          })
        : null,
    [dataFields.data, t],
  );

  if (dataFields.isError) return <p role="alert">{t('register.loadError')}</p>;
  if (!sections) return <Spinner />;

  const termsExist = terms.isError || (terms.data?.length ?? 0) > 0;

  const submit = async (values: DataFieldValues) => {
    await register.mutateAsync({
      ...toRequestBody(allFields(sections), values, registerKeys),
      clientId: client.id,
      source,
      terms: agreed ? (terms.data ?? []).map((item) => item.id) : [],
    });
    session.signedIn();
    onRegistered();
  };

  return (
    <DataFieldsForm
      sections={sections}
      onSubmit={submit}
      submitLabel={submitLabel ?? t('register.submit')}
      submittingLabel={t('register.submitting')}
      submitDisabled={termsExist && !agreed}
      aria-labelledby={labelledBy}
    >
      {termsExist ? (
        <TermsCheckbox
          terms={terms.data}
          failed={terms.isError}
          checked={agreed}
          onCheckedChange={setAgreed}
        />
      ) : null}
    </DataFieldsForm>
  );
}
