/**
 * The operator's footer, as the API answers it: sanitised there on the way out with inline styles dropped
 * (footer.service.ts), so it is shown on every page without fetching DOMPurify first.
 */
export function FooterHtml({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API on the way out (see above)
  return <div className="site-footer__inner" dangerouslySetInnerHTML={{ __html: html }} />;
}
