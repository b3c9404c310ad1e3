import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** The operator's HTML description, sanitised in the browser as the app's other operator HTML is. */
export function CourseDescription({ html }: { html: string }) {
  const clean = useMemo(
    () => DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_ATTR: ['style'] }),
    [html],
  );
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
  return <div className="course-description" dangerouslySetInnerHTML={{ __html: clean }} />;
}
