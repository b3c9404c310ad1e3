import { useTranslation } from 'react-i18next';
import { Fact } from '@/components/ui/facts';
import { formatDate } from '@/lib/date';
import { useDecideFreeze, useFreezeQueue } from '../api/freeze-queue';
import { ReviewQueue } from './review-queue';

/** Freeze requests waiting for approval: each approved, or rejected with a reason the member is told. */
export function FreezeQueue() {
  const { t } = useTranslation('fohOffice');
  return (
    <ReviewQueue
      kind="freezes"
      queue={useFreezeQueue()}
      decide={useDecideFreeze()}
      nameOf={(freeze) => freeze.memberName}
      approveAsks="confirm"
      describe={(freeze) =>
        t('queues.freezes.describe', {
          name: freeze.memberName,
          membership: freeze.membershipName,
          from: formatDate(freeze.activeFrom, 'entry'),
          to: formatDate(freeze.endsOn, 'entry'),
        })
      }
      inputOf={(freeze, decision, reason) =>
        decision === 'reject' ? { id: freeze.id, decision, reason } : { id: freeze.id, decision }
      }
      facts={(freeze) => (
        <>
          <Fact
            label={t('queues.freezes.membership')}
            value={`${freeze.membershipName} (${freeze.membershipReference})`}
          />
          <Fact label={t('queues.freezes.reason')} value={freeze.reason} />
          <Fact
            label={t('queues.freezes.period')}
            value={t('queues.freezes.periodValue', {
              from: formatDate(freeze.activeFrom, 'entry'),
              to: formatDate(freeze.endsOn, 'entry'),
              count: freeze.months,
            })}
          />
          <Fact label={t('queues.requestedAt')} value={formatDate(freeze.requestedAt, 'guestPass')} />
          <Fact
            label={t('queues.freezes.proof')}
            value={
              freeze.hasProof
                ? (freeze.proofDocumentType ?? t('queues.freezes.proofGiven'))
                : t('queues.freezes.noProof')
            }
          />
        </>
      )}
    />
  );
}
