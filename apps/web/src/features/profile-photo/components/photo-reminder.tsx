import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@/components/ui/button';
import { useDismissProfilePhotoReminder } from '../api/profile-photo';

/** The dashboard's dismissible reminder to add a profile photo. */
export function PhotoReminder({ addHref }: { addHref: string }) {
  const { t } = useTranslation('account');
  const dismiss = useDismissProfilePhotoReminder();
  return (
    <div className="photo-reminder">
      <p>{t('dashboard.photoReminder')}</p>
      <ButtonLink size="sm" href={addHref}>
        {t('dashboard.photoReminderAction')}
      </ButtonLink>{' '}
      <Button size="sm" variant="text" onClick={() => dismiss.mutate()} disabled={dismiss.isPending}>
        {t('dashboard.photoReminderDismiss')}
      </Button>
    </div>
  );
}
