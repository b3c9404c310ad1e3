import { useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { clientQueryOptions } from '@/features/client/api/get-client';
import { clientConfigQueryOptions } from '@/features/client/api/get-client-config';

/**
 * Spec part 1 §2: '{app} | {title}', where the app is the operator's name; and the page's description for
 * search results and link previews (issue 13: from its title and venue), made from the same words. A page
 * of one venue names it, unless its title does already. Written into the head directly: Preact does not
 * hoist <title> and <meta> the way React 19 does.
 */
export function PageTitle({ title, venue }: { title: string; venue?: string | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const app =
    queryClient.getQueryData(clientConfigQueryOptions().queryKey)?.name ??
    queryClient.getQueryData(clientQueryOptions().queryKey)?.name;
  const pageTitle = app ? t('pageTitle', { app, title }) : title;
  const atVenue = venue && !title.includes(venue);
  const description = app
    ? atVenue
      ? t('pageDescriptionAtVenue', { app, title, venue })
      : t('pageDescription', { app, title })
    : null;

  useLayoutEffect(() => {
    document.title = pageTitle;
  }, [pageTitle]);

  useLayoutEffect(() => {
    if (!description) return;
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = description;
    document.head.append(meta);
    return () => meta.remove();
  }, [description]);

  return null;
}
