import { useTranslation } from 'react-i18next';
import { Fact } from '@/components/ui/facts';
import { formatDate } from '@/lib/date';
import { type ReviewedDocument, useDecideDocument, useDocumentQueue } from '../api/document-queue';
import { defaultExpiry, documentFileHref } from '../lib/review-rules';
import { ReviewQueue } from './review-queue';

const kilobytes = (bytes: number) => Math.max(1, Math.round(bytes / 1024));

/** Eligibility documents waiting for review: the file opened through the staff route, then approved or rejected. */
export function DocumentQueue() {
  const { t } = useTranslation('fohOffice');
  return (
    <ReviewQueue
      kind="documents"
      queue={useDocumentQueue()}
      decide={useDecideDocument()}
      nameOf={(document) => document.customer.name}
      approveAsks="expiry"
      initialApproval={() => defaultExpiry(new Date())}
      describe={(document) =>
        t('queues.documents.describe', { name: document.customer.name, type: document.type.name })
      }
      inputOf={(document, decision, value) =>
        decision === 'reject'
          ? { id: document.id, decision, reason: value }
          : { id: document.id, decision, expiresOn: value }
      }
      facts={(document) => <DocumentFacts document={document} />}
    />
  );
}

function DocumentFacts({ document }: { document: ReviewedDocument }) {
  const { t } = useTranslation('fohOffice');
  return (
    <>
      <Fact label={t('queues.documents.reference')} value={document.customer.reference} />
      <Fact label={t('queues.documents.type')} value={document.type.name} />
      <Fact
        label={t('queues.documents.membership')}
        value={
          document.membership
            ? `${document.membership.name} (${document.membership.reference})`
            : t('queues.documents.noMembership')
        }
      />
      <Fact label={t('queues.uploadedAt')} value={formatDate(document.uploadedAt, 'guestPass')} />
      <Fact
        label={t('queues.documents.file')}
        value={
          // A document recorded without its upload (the demo's) has no file to open.
          document.sizeBytes === null ? (
            t('queues.documents.noFile')
          ) : (
            <a href={documentFileHref(document.id)} download>
              {t('queues.documents.open')}
              <span className="visually-hidden">
                {' '}
                {t('queues.documents.of', { name: document.customer.name })}
              </span>
              {` (${document.contentType ?? ''}, ${t('queues.documents.size', { kb: kilobytes(document.sizeBytes) })})`}
            </a>
          )
        }
      />
    </>
  );
}
