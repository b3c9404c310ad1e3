import type { GuestPassStatus } from '@leisure/contracts/guest-pass-rules';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { statusTone } from '../lib/pass-status';

/** The status in words, coloured as spec part 1 §4 says: never by colour alone. */
export function StatusBadge({ status }: { status: GuestPassStatus }) {
  const { t } = useTranslation('guestPasses');
  return <Badge tone={statusTone(status)}>{t(`statuses.${status}`)}</Badge>;
}
