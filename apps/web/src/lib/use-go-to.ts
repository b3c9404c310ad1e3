import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toRouterPath } from './paths';

/** Goes to an href from the paths module: by the router inside this app, by the browser otherwise. */
export function useGoTo(): (href: string, options?: { replace?: boolean }) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    (href, options) => {
      const path = toRouterPath(href);
      if (path !== null) return Promise.resolve(navigate(path, { replace: options?.replace ?? false }));
      window.location.assign(href);
      return Promise.resolve();
    },
    [navigate],
  );
}
