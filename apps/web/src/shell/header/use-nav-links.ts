import { useClientConfig } from '@/features/client/api/get-client-config';
import { useSelectedVenue } from '@/features/venues/hooks/use-selected-venue';
import { usePaths } from '@/lib/paths-context';
import { useSession } from '../session/session-context';

/** The header's destinations of spec part 1 §2, shared by the desktop bar and the mobile drawer. */
export function useNavLinks() {
  const paths = usePaths();
  const config = useClientConfig();
  const selectedVenue = useSelectedVenue();
  const session = useSession();
  return {
    bookActivity: paths.bookings.redirectToSelectedVenue.getHref(),
    buyMembership: config.onlineJoiningEnabled ? paths.join.buyMembership.getHref(selectedVenue) : null,
    myAccount: paths.account.dashboard.getHref(),
    logIn: paths.account.login.getHref(),
    register: paths.account.register.getHref(),
    basket: paths.bookings.basket.getHref(),
    home: paths.bookings.home.getHref(),
    signedIn: session.status === 'signed-in',
  };
}
