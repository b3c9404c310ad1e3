import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountMembership } from '../api/get-memberships';
import { documentNoticeOf } from '../lib/document-notice';
import './document-upload.css';

type Props = {
  membership: AccountMembership;
  /** Opens the document upload modal for this membership. */
  onUpload: (membership: AccountMembership, opener: HTMLElement) => void;
};

/**
 * A card's document notice (spec part 2 §4), in the spec's words, itself the way to the upload: one of
 * 'Latest document upload was rejected: {reason}. Please try upload again.', 'Document is due to expire.
 * Please upload a new document', 'Document has expired. Please upload a new document' and 'Proof of
 * eligibility is required for this membership. Please upload here.'
 */
export function DocumentNotice({ membership, onUpload }: Props) {
  const { t } = useTranslation('memberships');
  const kind = documentNoticeOf(membership);
  if (kind === null) return null;
  const text =
    kind === 'rejected'
      ? t('document.notices.rejected', { reason: membership.document?.rejectionReason ?? '' })
      : t(`document.notices.${kind}`);
  const danger = kind === 'rejected' || kind === 'expired';
  return (
    <p
      className={`held-membership__document-notice${danger ? ' held-membership__document-notice--danger' : ''}`}
    >
      <button
        type="button"
        className="held-membership__document-link"
        onClick={(event: MouseEvent<HTMLButtonElement>) => onUpload(membership, event.currentTarget)}
      >
        {text}
      </button>
    </p>
  );
}
