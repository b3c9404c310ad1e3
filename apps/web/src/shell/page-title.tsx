import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { clientQueryOptions } from '@/features/client/api/get-client';
import { clientConfigQueryOptions } from '@/features/client/api/get-client-config';

/**
 * Spec part 1 §2: '{app} | {title}', where the app is the operator's name; and the page's description for
 * search results and link previews, made from the same words (React puts both in the head).
 */
export function PageTitle({ title }: { title: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const app =
    queryClient.getQueryData(clientConfigQueryOptions().queryKey)?.name ??
    queryClient.getQueryData(clientQueryOptions().queryKey)?.name;
  return (
    <>
      <title>{app ? t('pageTitle', { app, title }) : title}</title>
      {app ? <meta name="description" content={t('pageDescription', { app, title })} /> : null}
    </>
  );
}
