import { userAttributeKeys } from '@leisure/contracts/user-attributes';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { useDataFields } from '@/features/data-fields/api/get-data-fields';
import { DataFieldsForm } from '@/features/data-fields/components/data-fields-form';
import { allFields, toRequestBody } from '@/features/data-fields/lib/field-values';
import { useUpdateUser } from '@/features/user/api/update-user';
import { CreateAccountForm } from '../account/create-account-form';

type Props = { onDone: () => void; labelledBy: string };

/** A visitor's account, created in place with the operator's joining fields and terms. */
export function CreateAccountPanel({ onDone, labelledBy }: Props) {
  const { t } = useTranslation('joining');
  return (
    <CreateAccountForm
      onboardingType="membership_purchase"
      source="online-joining"
      onRegistered={onDone}
      submitLabel={t('details.createAccount')}
      aria-labelledby={labelledBy}
    />
  );
}

/** A customer's joining fields, checked and saved before they join. */
export function JoiningFields({ onDone, labelledBy }: Props) {
  const { t } = useTranslation('joining');
  const dataFields = useDataFields('membership_purchase');
  const update = useUpdateUser('membership_purchase');
  if (dataFields.isPending) return <Spinner />;
  if (dataFields.isError) return <p role="alert">{t('details.loadError')}</p>;
  // A password is changed in My account, never while joining.
  const sections = dataFields.data.data
    .map((section) => ({ ...section, fields: section.fields.filter((field) => field.type !== 'password') }))
    .filter((section) => section.fields.length > 0);
  return (
    <DataFieldsForm
      sections={sections}
      submitLabel={t('details.save')}
      submittingLabel={t('details.saving')}
      aria-labelledby={labelledBy}
      onSubmit={async (values) => {
        await update.mutateAsync(toRequestBody(allFields(sections), values, userAttributeKeys));
        onDone();
      }}
    />
  );
}
