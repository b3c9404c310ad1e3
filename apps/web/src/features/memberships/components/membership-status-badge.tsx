import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const tones: Record<string, BadgeTone> = {
  pending: 'warning',
  active: 'success',
  frozen: 'neutral',
  cancelled: 'danger',
  suspended: 'danger',
  expired: 'danger',
};

/** A membership's status in words ('Active'), read without regard to case (spec part 2 §3). */
export function MembershipStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('memberships');
  const key = status.toLowerCase();
  const tone = tones[key];
  return tone ? <Badge tone={tone}>{t(`statuses.${key}`)}</Badge> : <Badge>{status}</Badge>;
}
