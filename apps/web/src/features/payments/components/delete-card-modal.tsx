import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { HttpError } from '@/lib/http';
import { showToast } from '@/lib/toast';
import { type SavedCard, useRemoveSavedCard } from '../api/saved-cards';
import { useCardName } from './saved-card-summary';
import './payments.css';

type Props = { card: SavedCard; onClose: () => void; onDeleted: () => void };

/** Spec part 2 §4: confirm, delete, then the page moves on; a refusal is a toast of the server's words. */
export function DeleteCardModal({ card, onClose, onDeleted }: Props) {
  const { t } = useTranslation('payments');
  const remove = useRemoveSavedCard();
  const cardName = useCardName();

  const confirm = async () => {
    try {
      await remove.mutateAsync(card.id);
      onDeleted();
    } catch (error) {
      const message =
        error instanceof HttpError ? (error.serverMessage ?? error.message) : t('manageCard.saveError');
      showToast({ type: 'danger', content: message });
      onClose();
    }
  };

  return (
    <Modal
      open
      role="alertdialog"
      onOpenChange={(open) => !open && !remove.isPending && onClose()}
      title={t('manageCard.deleteTitle')}
      description={t('manageCard.deleteText', { card: cardName(card) })}
      hideClose={remove.isPending}
    >
      <div className="delete-card__actions">
        <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
          {t('manageCard.keep')}
        </Button>
        <Button variant="danger" busy={remove.isPending} onClick={() => void confirm()}>
          {remove.isPending ? t('manageCard.deleting') : t('manageCard.deleteConfirm')}
        </Button>
      </div>
    </Modal>
  );
}
