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
