import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/date';
import { HttpError } from '@/lib/http';
import { showToast } from '@/lib/toast';
import { type LinkedUser, useLinkedUsers, useRemoveLinkedUser } from '../api/linked-users';
import { AddLinkedUserForm } from './add-linked-user-form';
import './linked-users.css';

const fullName = (user: LinkedUser) => `${user.firstName} ${user.lastName}`;

/** My details' family members: listed, added, and removed after a confirmation. */
export function LinkedUsers() {
  const { t } = useTranslation('account');
  const list = useLinkedUsers();
  const remove = useRemoveLinkedUser();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<LinkedUser | null>(null);

  const confirmRemove = (user: LinkedUser) => {
    setRemoving(null);
    remove.mutate(user.id, {
      onSuccess: () =>
        showToast({ type: 'success', content: t('linkedUsers.removed', { name: fullName(user) }) }),
      // A refusal says what to do first ("Mia has upcoming bookings. Cancel them before removing Mia."):
      // the server's own words, not the generic text of its status.
      onError: (error) =>
        showToast({
          type: 'danger',
          content:
            error instanceof HttpError
              ? (error.serverMessage ?? error.message)
              : t('errors.generic', { ns: 'common' }),
        }),
    });
  };

  return (
    <section className="linked-users" aria-labelledby="linked-users-heading">
      <h2 id="linked-users-heading">{t('linkedUsers.heading')}</h2>
      <p>{t('linkedUsers.intro')}</p>
      {list.isPending ? (
        <Spinner size="sm" />
      ) : list.isError ? (
        <p role="alert">{list.error.message}</p>
      ) : list.data.length === 0 ? (
        <p>{t('linkedUsers.none')}</p>
      ) : (
        <ul className="linked-users__list" aria-label={t('linkedUsers.list')}>
          {list.data.map((user) => (
            <li key={user.id} className="linked-users__item">
              <div>
                <strong>{fullName(user)}</strong> · {user.relationship}
                <br />
                {t('linkedUsers.born', { date: formatDate(user.dateOfBirth, 'entry') })}
              </div>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('linkedUsers.removeLabel', { name: fullName(user) })}
                onClick={() => setRemoving(user)}
              >
                {t('linkedUsers.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {adding ? (
        <AddLinkedUserForm onDone={() => setAdding(false)} />
      ) : (
        <Button variant="secondary" onClick={() => setAdding(true)}>
          {t('linkedUsers.add')}
        </Button>
      )}
      <Modal
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('linkedUsers.removeTitle')}
        description={removing ? t('linkedUsers.removeText', { name: fullName(removing) }) : undefined}
      >
        <div className="linked-users__actions">
          <Button variant="secondary" onClick={() => setRemoving(null)}>
            {t('linkedUsers.cancel')}
          </Button>
          <Button onClick={() => removing && confirmRemove(removing)}>
            {t('linkedUsers.confirmRemove')}
          </Button>
        </div>
      </Modal>
    </section>
  );
}
