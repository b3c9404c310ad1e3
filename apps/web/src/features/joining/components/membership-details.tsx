import type { MembershipType } from '@leisure/contracts/membership-catalogue';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { OperatorHtml } from '@/components/ui/operator-html';
import './membership.css';

type Props = { type: MembershipType | null; onClose: () => void };

/** 'View details': who it is for, what it is, where it opens and what it includes. */
export function MembershipDetails({ type, onClose }: Props) {
  const { t } = useTranslation('joining');
  return (
    <Modal open={type !== null} onOpenChange={(open) => (open ? null : onClose())} title={type?.name ?? ''}>
      {type ? (
        <div className="membership-details">
          {type.eligibility ? (
            <>
              <h3>{t('membership.eligibility')}</h3>
              <p>{type.eligibility.name}</p>
              {type.eligibility.proofRequired ? <p>{t('membership.proofLater')}</p> : null}
            </>
          ) : null}
          <OperatorHtml className="membership-details__description" html={type.description} />
          <h3>{t('membership.includedLocations')}</h3>
          {type.coverage === 'national' ? (
            <p>{t('membership.allNational')}</p>
          ) : (
            <ul>
              {type.providesAccessTo.map((venue) => (
                <li key={venue.name}>{venue.name}</li>
              ))}
            </ul>
          )}
          {type.benefits.length > 0 ? (
            <>
              <h3>{t('membership.benefits')}</h3>
              <ul>
                {type.benefits.map((benefit) => (
                  <li key={benefit.name}>
                    <strong>{benefit.name}</strong>{' '}
                    {benefit.totalUses === null
                      ? t('membership.unlimited', { unit: t(`membership.unit.${benefit.frequency}`) })
                      : t('membership.uses', {
                          count: benefit.totalUses,
                          unit: t(`membership.unit.${benefit.frequency}`),
                        })}
                    {benefit.description ? (
                      <span className="membership-details__benefit-note"> {benefit.description}</span>
                    ) : null}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
