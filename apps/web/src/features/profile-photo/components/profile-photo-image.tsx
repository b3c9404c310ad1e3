import type { ProfilePhoto } from '@leisure/contracts/user';
import { useTranslation } from 'react-i18next';
import './profile-photo-modal.css';

/** The customer's photo, or their initials in a circle when none is set. */
export function ProfilePhotoImage({ photo, initials }: { photo: ProfilePhoto; initials: string }) {
  const { t } = useTranslation('account');
  if (photo.isSet && photo.url) {
    return <img className="profile-photo" src={photo.url} alt={t('photo.alt')} width={96} height={96} />;
  }
  return (
    <span className="profile-photo profile-photo--empty" aria-hidden="true">
      {initials}
    </span>
  );
}
