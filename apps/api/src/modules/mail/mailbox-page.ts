import type { OutboxEmailRow } from './mail.repository';
import { escapeHtml as e } from './mail-templates';

/** Plain text with its addresses made links; everything else escaped. */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"]+)/g)
    .map((part, i) => (i % 2 === 1 ? `<a href="${e(part)}">${e(part)}</a>` : e(part)))
    .join('');
}

/** Only raster images go into a data: URI: an SVG is a document of its own. */
const shownTypes = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/**
 * The images the HTML shows by `cid:` (a guest pass's QR code), as data: URIs from the outbox row, so a
 * developer sees what the recipient's mail program would show inline. The page's CSP allows data: images.
 */
function inlineImages(m: OutboxEmailRow): string {
  const shown = (m.inlineImages ?? []).filter(
    (i) => shownTypes.has(i.contentType) && /^[A-Za-z0-9+/]*={0,2}$/.test(i.base64),
  );
  return shown
    .map(
      (i) =>
        `<figure><img src="data:${i.contentType};base64,${i.base64}" alt="${e(`Inline image cid:${i.cid}`)}"><figcaption>cid:${e(i.cid)}</figcaption></figure>`,
    )
    .join('');
}

/**
 * The development mailbox as a page: server-rendered, no script (the CSP allows none inline), each email's
 * text body shown with its links clickable, so a reset can be followed by hand or by a browser test.
 */
export function renderMailboxPage(
  emails: OutboxEmailRow[],
  operatorName: string,
  to: string | undefined,
): string {
  const items = emails
    .map(
      (m) => `<article class="email">
  <h2>${e(m.subject)}</h2>
  <p class="meta">To <span class="to">${e(m.toAddress)}</span> · <time datetime="${m.createdAt.toISOString()}">${e(m.createdAt.toISOString().replace('T', ' ').slice(0, 19))} UTC</time></p>
  <pre>${linkify(m.textBody)}</pre>
  ${inlineImages(m)}
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mailbox · ${e(operatorName)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 48rem; padding: 0 1rem; color: #1d1d26; }
  .email { border: 1px solid #ccc; border-radius: 6px; padding: 1rem; margin: 1rem 0; }
  .email h2 { margin: 0 0 .25rem; font-size: 1.1rem; }
  .meta { color: #444; margin: 0 0 .5rem; }
  pre { white-space: pre-wrap; word-break: break-word; font-family: inherit; margin: 0; }
  a { color: #4a1f73; }
  figure { margin: .75rem 0 0; }
  figure img { display: block; max-width: 240px; height: auto; }
  figcaption { color: #444; font-size: .85rem; }
</style>
</head>
<body>
<main>
<h1>Mailbox</h1>
<p>Emails ${e(operatorName)} would have sent, newest first. Nothing here left this server.</p>
<form method="get" action="/dev/mailbox">
  <label for="to">Recipient</label>
  <input id="to" name="to" type="email" value="${e(to ?? '')}">
  <button type="submit">Filter</button>
</form>
${items || '<p>No emails yet.</p>'}
</main>
</body>
</html>`;
}
