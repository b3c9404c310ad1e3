import { useTranslation } from 'react-i18next';
import type { AccountMembership } from '../api/get-memberships';

type Benefit = AccountMembership['benefits'][number];

/**
 * A benefit's uses left in its period and when they renew (spec part 2 §3 benefits remainingUses,
 * renewsAt.rawPretty; decision 050): '2 left, renews 01/12/2026'. Nothing for a benefit without a limit.
 */
export function BenefitUses({ benefit }: { benefit: Benefit }) {
  const { t } = useTranslation('memberships');
  if (benefit.remainingUses === null) return null;
  const text = benefit.renewsAt
    ? t('benefitUses.leftRenews', { count: benefit.remainingUses, date: benefit.renewsAt.rawPretty })
    : t('benefitUses.left', { count: benefit.remainingUses });
  return <span className="held-membership__benefit-uses">: {text}</span>;
}
