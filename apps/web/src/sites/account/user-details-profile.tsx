import { userAttributeKeys } from '@leisure/contracts/user-attributes';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { useDataFields } from '@/features/data-fields/api/get-data-fields';
import { DataFieldsForm } from '@/features/data-fields/components/data-fields-form';
import { allFields, toRequestBody } from '@/features/data-fields/lib/field-values';
import { useUpdateUser } from '@/features/user/api/update-user';
import { showToast } from '@/lib/toast';

/**
 * My details' profile form: the operator's fields with the customer's answers. A 200 reloads the user
 * (spec part 1 §4 "Profile update"); a 422 puts its messages under the fields; any other status shows
 * the generic error toast (§8).
 */
export function UserDetailsProfile() {
  const { t } = useTranslation('account');
  const dataFields = useDataFields('customer_account_online');
  const update = useUpdateUser();

  // A password is changed in its own form below, never with the profile.
  const sections = (dataFields.data?.data ?? [])
    .map((section) => ({ ...section, fields: section.fields.filter((field) => field.type !== 'password') }))
    .filter((section) => section.fields.length > 0);

  return (
    <section className="details-section" aria-labelledby="profile-heading">
      <h2 id="profile-heading">{t('details.profile')}</h2>
      {dataFields.isPending ? (
        <Spinner size="sm" />
      ) : dataFields.isError ? (
        <p role="alert">{dataFields.error.message}</p>
      ) : (
        <DataFieldsForm
          sections={sections}
          submitLabel={t('details.save')}
          submittingLabel={t('details.saving')}
          onSubmit={async (values) => {
            await update.mutateAsync(toRequestBody(allFields(sections), values, userAttributeKeys));
            showToast({ type: 'success', content: t('details.saved') });
          }}
        />
      )}
    </section>
  );
}
