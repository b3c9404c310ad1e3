import type { User } from '@leisure/contracts/user';
import { userAttributeKeys } from '@leisure/contracts/user-attributes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDataFields } from '@/features/data-fields/api/get-data-fields';
import { DataFieldsForm } from '@/features/data-fields/components/data-fields-form';
import { allFields, toRequestBody } from '@/features/data-fields/lib/field-values';
import { useUpdateUser } from '@/features/user/api/update-user';
import { CreateAccountForm } from '../account/create-account-form';
import { LazyLoginModal } from '../bookings/lazy-login-modal';

type Props = {
  /** The signed-in customer, or null for a visitor. */
  user: User | null;
  onDone: () => void;
  labelledBy: string;
};

/**
 * Your details (spec part 2 §2): a visitor creates an account in place (or logs in); a customer checks
 * the joining fields and saves them; one who already holds a membership has their details on record
 * with the operator, so they are shown as not editable here (docs/decisions/043-joining-submit.md).
 */
export function YourDetailsStep({ user, onDone, labelledBy }: Props) {
  const { t } = useTranslation('joining');
  const [loggingIn, setLoggingIn] = useState(false);
  if (!user)
    return (
      <>
        <p>
          {t('details.haveAccount')}{' '}
          <Button variant="text" onClick={() => setLoggingIn(true)}>
            {t('details.logIn')}
          </Button>
        </p>
        <CreateAccountForm
          onboardingType="membership_purchase"
          source="online-joining"
          onRegistered={onDone}
          submitLabel={t('details.createAccount')}
          aria-labelledby={labelledBy}
        />
        {/* Mounted only when asked for: the modal's code loads then. */}
        {loggingIn ? <LazyLoginModal open onOpenChange={setLoggingIn} onSignedIn={onDone} /> : null}
      </>
    );
  if (user.memberships.length > 0)
    return (
      <>
        <p>{t('details.locked')}</p>
        <p>{t('details.lockedHint')}</p>
        <Button onClick={onDone}>{t('steps.continue')}</Button>
      </>
    );
  return <JoiningFields onDone={onDone} labelledBy={labelledBy} />;
}

function JoiningFields({ onDone, labelledBy }: { onDone: () => void; labelledBy: string }) {
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
