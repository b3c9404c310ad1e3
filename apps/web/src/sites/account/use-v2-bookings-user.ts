import { useQuery } from '@tanstack/react-query';
import { clientConfigQueryOptions } from '@/features/client/api/get-client-config';
import { useSession } from '@/shell/session/session-context';

/**
 * Spec part 1 §4: with activities V2 enabled, V2 bookings are loaded too; they are asked for by the
 * signed-in user's id. Null when V2 is off (or not known yet: the shell has normally loaded the config).
 */
export function useV2BookingsUser(): number | null {
  // Read from the cache the shell filled before any page rendered; never fetched from here.
  const v2 = useQuery({ ...clientConfigQueryOptions(), enabled: false }).data?.activitiesV2Enabled === true;
  const userId = useSession().user?.id ?? null;
  return v2 ? userId : null;
}
