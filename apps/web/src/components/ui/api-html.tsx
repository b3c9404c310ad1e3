/**
 * Operator HTML that the API cleaned for display on its way out (DOMPurify, inline styles dropped: the
 * footer, a session's description), shown as answered, so the page needs no sanitiser of its own. HTML the
 * API hands over as stored goes through OperatorHtml instead.
 */
export function ApiHtml({ html, className }: { html: string; className: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by the API on the way out (see above)
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
