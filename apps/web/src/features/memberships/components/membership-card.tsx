import { type MouseEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { AccountMembership } from '../api/get-memberships';
import { BenefitUses } from './benefit-uses';
import { DocumentNotice } from './document-notice';
import { MembershipStatusBadge } from './membership-status-badge';
import './memberships.css';
import '@/components/ui/card-list.css';

type Props = {
  membership: AccountMembership;
  /** The signed-in customer: a linked user's membership names its holder. */
  userId: number | null;
  onManage: (membership: AccountMembership, opener: HTMLElement) => void;
  /** A lapsed single payment's renewal on the joining site's renew page (decision 044). */
  onRenewLapsed: (membership: AccountMembership) => void;
  /** The card's document notice opens the document upload modal (spec part 2 §4). */
  onUploadDocument?: (membership: AccountMembership, opener: HTMLElement) => void;
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Decision 044: a single payment that has lapsed can no longer be managed, but may still be renewed for a
 * while; its card offers that itself, through the joining page's renew steps, which need its slug.
 */
export const renewsFromCard = (m: AccountMembership) =>
  !m.managementEnabled && m.renewable && m.canRenew && m.slug !== null && m.paymentType !== null;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="held-membership__fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** One membership of the list (spec part 2 §2, §3 Membership (list)), with 'Manage membership'. */
export function MembershipCard({ membership, userId, onManage, onRenewLapsed, onUploadDocument }: Props) {
  const { t } = useTranslation('memberships');
  const headingId = useId();
  const m = membership;
  return (
    <li className="card-list__item held-membership" aria-labelledby={headingId}>
      <div className="held-membership__head">
        <h2 id={headingId} className="held-membership__name">
          {m.membershipType.name}
        </h2>
        <MembershipStatusBadge status={m.status} />
      </div>
      <p className="held-membership__reference">{t('membershipNo', { reference: m.reference })}</p>
      {m.statusInfo ? <p className="held-membership__status-info">{capitalised(m.statusInfo)}</p> : null}
      {onUploadDocument ? <DocumentNotice membership={m} onUpload={onUploadDocument} /> : null}
      <dl className="held-membership__facts">
        {m.holder.id !== userId ? <Fact label={t('facts.holder')}>{m.holder.name}</Fact> : null}
        {m.homeVenue ? <Fact label={t('facts.homeVenue')}>{m.homeVenue.name}</Fact> : null}
        <Fact label={t('facts.startDate')}>{m.startDate.date.fullDate}</Fact>
        {m.expiresAt ? <Fact label={t('facts.endDate')}>{m.expiresAt.fullDate}</Fact> : null}
        {m.price ? <Fact label={t('facts.price')}>{m.price.formatted}</Fact> : null}
        {m.nextPaymentDate ? <Fact label={t('facts.nextPayment')}>{m.nextPaymentDate.fullDate}</Fact> : null}
        {m.benefits.length > 0 ? (
          <Fact label={t('facts.benefits')}>
            <ul className="held-membership__benefits">
              {m.benefits.map((benefit) => (
                <li key={benefit.id}>
                  {benefit.name}
                  <BenefitUses benefit={benefit} />
                </li>
              ))}
            </ul>
          </Fact>
        ) : null}
      </dl>
      <div className="held-membership__actions">
        {renewsFromCard(m) ? (
          <Button
            size="sm"
            aria-label={t('renewLapsedLabel', { name: m.membershipType.name })}
            onClick={() => onRenewLapsed(m)}
          >
            {t('manage.renew')}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('manage.openLabel', { name: m.membershipType.name })}
          onClick={(event: MouseEvent<HTMLButtonElement>) => onManage(m, event.currentTarget)}
        >
          {t('manage.open')}
        </Button>
      </div>
    </li>
  );
}
