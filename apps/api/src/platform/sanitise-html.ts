import type { DOMPurify } from 'dompurify';

let purifier: Promise<DOMPurify> | undefined;

/** jsdom is heavy to load, so the purifier is built on first use, not at start-up. */
function getPurifier(): Promise<DOMPurify> {
  purifier ??= (async () => {
    const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([
      import('jsdom'),
      import('dompurify'),
    ]);
    return createDOMPurify(new JSDOM('').window as never);
  })();
  return purifier;
}

/** HTML that comes from an operator is sanitised before it is stored (and again before rendering). */
export async function sanitiseHtml(html: string): Promise<string> {
  const dompurify = await getPurifier();
  return dompurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] });
}

/**
 * HTML as the browser may show it without cleaning it again: sanitised, and without the operator's inline
 * styles, which could undo the theme's contrast. Kept by its stored text (at most 200 of them), as the
 * same few footers are asked for on every page view.
 */
export async function sanitiseForDisplay(html: string): Promise<string> {
  const known = forDisplay.get(html);
  if (known !== undefined) return known;
  const dompurify = await getPurifier();
  const clean = dompurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form'],
    FORBID_ATTR: ['style'],
  });
  if (forDisplay.size >= 200) forDisplay.clear();
  forDisplay.set(html, clean);
  return clean;
}
const forDisplay = new Map<string, string>();
