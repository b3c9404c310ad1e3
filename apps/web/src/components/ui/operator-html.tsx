import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Operator HTML (a description, a content page, the footer): sanitised once more in the browser, whatever
 * the server did, with operator styles dropped so the theme's colours keep their AA contrast. Import it
 * only from lazy-loaded pages, so DOMPurify stays out of the first load.
 */
export function OperatorHtml({ html, className }: { html: string; className: string }) {
  const clean = useMemo(
    () => DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_ATTR: ['style'] }),
    [html],
  );
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
