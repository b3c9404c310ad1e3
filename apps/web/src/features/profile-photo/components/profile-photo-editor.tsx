import type { ProfilePhoto } from '@leisure/contracts/user';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { HttpError } from '@/lib/http';
import { showToast } from '@/lib/toast';
import { useDeleteProfilePhoto, useSetProfilePhoto } from '../api/profile-photo';
import { ProfilePhotoImage } from './profile-photo-image';
import { ProfilePhotoModal } from './profile-photo-modal';

function failed(error: unknown, fallback: string) {
  const content = error instanceof HttpError ? (error.serverMessage ?? error.message) : fallback;
  const validationMessages = error instanceof HttpError ? Object.values(error.fieldErrors).flat() : [];
  showToast({ type: 'danger', content, validationMessages });
}

type Props = { photo: ProfilePhoto; initials: string; openAtStart?: boolean };

/** My details' photo: shown always, changed only when the photo authorisation allows it (spec §4). */
export function ProfilePhotoEditor({ photo, initials, openAtStart = false }: Props) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(openAtStart && photo.authorisation.allowed);
  const setPhoto = useSetProfilePhoto();
  const deletePhoto = useDeleteProfilePhoto();
  const busy = setPhoto.isPending || deletePhoto.isPending;

  return (
    <section className="photo-editor" aria-labelledby="photo-heading">
      <h2 id="photo-heading">{t('photo.heading')}</h2>
      <ProfilePhotoImage photo={photo} initials={initials} />
      {photo.isSet ? null : <p>{t('photo.none')}</p>}
      {photo.authorisation.allowed ? (
        <>
          <p>
            <Button variant="secondary" onClick={() => setOpen(true)} disabled={busy}>
              {photo.isSet ? t('photo.edit') : t('photo.add')}
            </Button>
          </p>
          <ProfilePhotoModal
            open={open}
            onOpenChange={setOpen}
            isSet={photo.isSet}
            onSave={(blob) =>
              setPhoto.mutate(blob, {
                onSuccess: () => showToast({ type: 'success', content: t('photo.updated') }),
                onError: (error) => failed(error, t('errors.generic', { ns: 'common' })),
              })
            }
            onDelete={() =>
              deletePhoto.mutate(undefined, {
                onSuccess: () => showToast({ type: 'success', content: t('photo.deleted') }),
                onError: (error) => failed(error, t('errors.generic', { ns: 'common' })),
              })
            }
          />
        </>
      ) : null}
    </section>
  );
}
