import { type datasetJsonLd, feedDescriptions, sessionUrlTemplate } from './dataset';
import type { FeedContext, FeedKind } from './open-data.types';

type Dataset = ReturnType<typeof datasetJsonLd>;

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function text(value: string): string {
  return value.replace(/[&<>"']/g, (c) => escapes[c] ?? c);
}

/** JSON inside a script element: no `</script>` or `<!--` may appear in it, so every `<` is escaped. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/**
 * The dataset site: the operator's open data described for a person, with the Dataset's JSON-LD for
 * machines. Plain HTML, no script to run and no style, so the strict content security policy holds.
 */
export function datasetHtml(ctx: FeedContext, dataset: Dataset): string {
  const name = ctx.operator.name;
  const logo = ctx.operator.logoUrl ? `<img src="${text(ctx.operator.logoUrl)}" alt="" height="48"> ` : '';
  const feeds = dataset.distribution
    .map(
      (feed) =>
        `<li><a href="${text(feed.contentUrl)}">${text(feed.name)}</a>: ${text(feedDescriptions[feed.name as FeedKind])}</li>`,
    )
    .join('\n        ');
  return `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <style>code, a { overflow-wrap: anywhere; } img { max-width: 100%; height: auto; }</style>
    <title>${text(dataset.name)}: OpenActive open data</title>
    <script type="application/ld+json">${scriptJson(dataset)}</script>
  </head>
  <body>
    <header>
      <h1>${logo}${text(name)} open data</h1>
    </header>
    <main>
      <p>${text(dataset.description)}</p>
      <p>
        The data follows the <a href="https://openactive.io/">OpenActive</a> standards: items are described
        by the <a href="${text(dataset.schemaVersion)}">Modelling Opportunity Data 2.0</a> specification and
        each feed is paged by the Realtime Paged Data Exchange (RPDE 1.0).
      </p>
      <h2>Feeds</h2>
      <ul>
        ${feeds}
      </ul>
      <h2>Booking</h2>
      <p>
        Everything in the feeds is booked on <a href="${text(ctx.bookingsRoot)}">${text(dataset.bookingService.name)}</a>.
        A session's booking page is <code>${text(sessionUrlTemplate(ctx))}</code>, where the date is the
        session's day in the venue's time zone; each item's <code>url</code> gives it in full.
      </p>
      <h2>Licence</h2>
      <p>
        The data is published under the
        <a href="${text(dataset.license)}" rel="license">Creative Commons Attribution 4.0 licence</a>.
        Please credit ${text(name)}. Activities are named from the
        <a href="https://openactive.io/activity-list">OpenActive Activity List</a> (CC BY 4.0).
      </p>
      <h2>Using the data</h2>
      <p>
        Read the <a href="${text(dataset.documentation)}">OpenActive documentation for data users</a>, or
        <a href="${text(dataset.url)}/dataset">this dataset as JSON-LD</a>.
      </p>
    </main>
  </body>
</html>
`;
}
