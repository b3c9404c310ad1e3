import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { staffLogout } from '@/features/staff/api/staff-auth';
import { useSession } from '@/shell/session/session-context';
import { fohPaths } from './foh-paths';

/**
 * Sign the desk out: the server ends the staff session, the shell forgets its cookies (and tells the other
 * tabs), everything cached for the desk goes, and the login page follows (saying why after an idle time).
 */
export function useStaffSignOut() {
  const queryClient = useQueryClient();
  const session = useSession();
  const navigate = useNavigate();
  return useCallback(
    async (reason?: 'idle') => {
      try {
        await staffLogout();
      } catch {
        // Signed out here whatever the server said: the cookies are forgotten below.
      }
      await session.logOut({ to: null });
      queryClient.removeQueries({ queryKey: ['foh'] });
      navigate(reason ? `${fohPaths.login()}?reason=${reason}` : fohPaths.login(), { replace: true });
    },
    [queryClient, session, navigate],
  );
}
