import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useResetToken } from '@/features/auth/api/reset-password';
import { HttpError } from '@/lib/http';
import { toRouterPath } from '@/lib/paths';
import { usePaths } from '@/lib/paths-context';
import { showToast } from '@/lib/toast';

/**
 * Validates a reset or activation token on load; a refused one (403) sends the visitor to the login
 * page with the server's message (spec part 1 §2, §8). Answers true once the token is known good.
 */
export function useCheckedResetToken(token: string): boolean {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const paths = usePaths();
  const check = useResetToken(token);
  const { isError, error } = check;

  useEffect(() => {
    if (!isError) return;
    const message =
      error instanceof HttpError
        ? (error.serverMessage ?? error.message)
        : t('errors.generic', { ns: 'common' });
    showToast({ type: 'danger', content: message });
    navigate(toRouterPath(paths.account.login.getHref()) ?? '/account/login', { replace: true });
  }, [isError, error, navigate, paths, t]);

  return check.isSuccess;
}
