import { useMemo } from 'react';
import { usePurify } from '@/lib/purify';

/**
 * Operator HTML (a description, a content page, the footer): sanitised once more in the browser, whatever
 * the server did, with operator styles dropped so the theme's colours keep their AA contrast. DOMPurify
 * is fetched with the first such HTML, so it is never part of a page's first load.
 */
export function OperatorHtml({ html, className }: { html: string; className: string }) {
  const purify = usePurify();
  const clean = useMemo(
    () => purify?.sanitize(html, { USE_PROFILES: { html: true }, FORBID_ATTR: ['style'] }) ?? '',
    [purify, html],
  );
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
