import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Spinner } from '@/components/ui/spinner';
import { useDataFields } from '@/features/data-fields/api/get-data-fields';
import { LinkedUsers } from '@/features/linked-users/components/linked-users';
import { ProfilePhotoEditor } from '@/features/profile-photo/components/profile-photo-editor';
import { useFullUser } from '@/features/user/api/get-user';
import { PasswordChangeForm } from '@/features/user/components/password-change-form';
import { usePaths } from '@/lib/paths-context';
import { PageTitle } from '@/shell/page-title';
import { RequireSession } from './require-session';
import { UserDetailsProfile } from './user-details-profile';

function UserDetails() {
  const { t } = useTranslation('account');
  const paths = usePaths();
  const user = useFullUser();
  // Asked for beside the user, and the page shown once both are in: the profile form arriving after the
  // rest pushed the password form down the screen (issue 13's layout shift), a round trip later.
  const profileFields = useDataFields('customer_account_online');
  if (user.isPending || profileFields.isPending) return <Spinner />;
  if (user.isError) return <p role="alert">{user.error.message}</p>;
  const me = user.data;
  const initials = `${me.firstName.charAt(0)}${me.lastName.charAt(0)}`.toUpperCase();

  return (
    <section aria-labelledby="details-heading">
      <PageTitle title={t('details.title')} />
      <Breadcrumbs
        items={[
          { label: t('breadcrumb.account'), href: paths.account.dashboard.getHref() },
          { label: t('details.title') },
        ]}
      />
      <header className="account-page__header">
        <h1 id="details-heading">{t('details.heading')}</h1>
      </header>
      <ProfilePhotoEditor photo={me.profilePhoto} initials={initials} />
      <UserDetailsProfile />
      <PasswordChangeForm />
      <div className="details-section">
        <LinkedUsers />
      </div>
      <section className="details-section" aria-labelledby="waivers-link-heading">
        <h2 id="waivers-link-heading">{t('details.waivers')}</h2>
        <p>{t('details.waiversText')}</p>
        <AppLink href={paths.account.waivers.getHref()}>{t('details.waiversLink')}</AppLink>
      </section>
    </section>
  );
}

/** My details (spec part 1 §2): profile, password, family members, photo, and the way to the waivers. */
export function Component() {
  return (
    <RequireSession>
      <UserDetails />
    </RequireSession>
  );
}
