import type { Db, Executor } from '../../platform/db/client';
import { HttpError, notFound } from '../../platform/http/errors';
import { datasetJsonLd, openDataLicence } from './dataset';
import { datasetHtml } from './dataset-site';
import { createOpenDataRepository, type FeedPosition } from './open-data.repository';
import { type FeedContext, type FeedKind, feedKinds, feedPaths } from './open-data.types';
import { type RpdeItem, renderItem } from './render-item';

/** The RPDE validator warns of any page but the last with fewer. */
export const feedPageSize = 500;

/** Past any transaction id a server will reach, and still exact as a JSON number. */
const largestTimestamp = Number.MAX_SAFE_INTEGER;
/** An item's id is a source's integer key. */
const largestId = 2_147_483_647;

export type RpdePage = { next: string; items: ReturnType<typeof rpdeKind>[]; license: string };
export type FeedQuery = Record<string, unknown>;

/** An item's RPDE `kind`: a Slot is named under its facility, as the data-model validator requires. */
const rpdeKind = (item: RpdeItem) => ({
  ...item,
  kind: item.kind === 'Slot' ? ('FacilityUse/Slot' as const) : item.kind,
});

const kindOfPath = new Map(feedKinds.map((kind) => [feedPaths[kind], kind] as const));

/** A whole number the parameter may hold, or a 400 naming it (a consumer's bug must not look like ours). */
function whole(query: FeedQuery, name: string, largest: number): number | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  const refuse = (why: string) => new HttpError(400, `${name} ${why}.`, { [name]: [`${name} ${why}.`] });
  if (typeof value !== 'string') throw refuse('must be given once');
  if (!/^\d{1,16}$/.test(value)) throw refuse('must be a whole number');
  const number = Number(value);
  if (number > largest) throw refuse(`must be at most ${largest}`);
  return number;
}

/** RPDE's "modified" ordering: afterTimestamp and afterId together name the last item read. */
export function feedPosition(query: FeedQuery): FeedPosition | null {
  const modified = whole(query, 'afterTimestamp', largestTimestamp);
  const id = whole(query, 'afterId', largestId);
  if (modified === undefined && id === undefined) return null;
  if (modified === undefined)
    throw new HttpError(400, 'afterId needs afterTimestamp.', { afterTimestamp: ['is missing.'] });
  if (id === undefined)
    throw new HttpError(400, 'afterTimestamp needs afterId.', { afterId: ['is missing.'] });
  return { modified, id };
}

const feedUrl = (origin: string, path: string, after: FeedPosition | null) =>
  `${origin}/openactive/feeds/${path}${after ? `?afterTimestamp=${after.modified}&afterId=${after.id}` : ''}`;

export function createOpenDataService(deps: {
  db: Db;
  /** BOOKINGS_URL: an absolute URL, or a path on the operator's own host. */
  bookingsUrl: string;
  retentionDays: number;
  /** The app's clock (platform/clock.ts): what day a dataset is dated. */
  now: () => Date;
}) {
  const repository = createOpenDataRepository(deps.db);

  async function context(clientId: number, origin: string, now: Date): Promise<FeedContext> {
    const operator = await repository.operator(clientId);
    if (!operator) throw notFound();
    const absolute = (url: string) =>
      URL.canParse(url, `${origin}/`) ? new URL(url, `${origin}/`).href : null;
    return {
      origin,
      bookingsRoot: (absolute(deps.bookingsUrl) ?? origin).replace(/\/+$/, ''),
      operator: {
        id: operator.id,
        name: operator.name,
        logoUrl: operator.logo ? absolute(operator.logo) : null,
        currency: operator.currency,
      },
      now,
    };
  }

  const datasetOf = (ctx: FeedContext) =>
    datasetJsonLd(
      ctx,
      Object.fromEntries(
        feedKinds.map((kind) => [kind, feedUrl(ctx.origin, feedPaths[kind], null)]),
      ) as Record<FeedKind, string>,
    );
  async function dataset(clientId: number, origin: string) {
    return datasetOf(await context(clientId, origin, deps.now()));
  }

  return {
    /** The feed's kind at this path, or null for no such feed. */
    kindOfPath: (path: string): FeedKind | null => kindOfPath.get(path) ?? null,

    /**
     * One page of a feed after the position the query names. `next` starts from the page's last item; an
     * empty page (the last) names itself, so a consumer polling it asks again from where it stands.
     */
    async feedPage(clientId: number, path: string, query: FeedQuery, origin: string): Promise<RpdePage> {
      const kind = kindOfPath.get(path);
      if (!kind) throw notFound();
      const after = feedPosition(query);
      const ctx = await context(clientId, origin, deps.now());
      const rows = await repository.page(clientId, kind, after, feedPageSize, origin);
      const last = rows.at(-1);
      return {
        next: feedUrl(origin, path, last ? { modified: last.modified, id: last.id } : after),
        items: rows.map((row) => rpdeKind(renderItem(row, ctx))),
        license: openDataLicence,
      };
    },

    /** The operator's Dataset (JSON-LD), naming its five feeds on the host it was asked on. */
    dataset,

    /** The dataset site: the Dataset for a person, with its JSON-LD inside. */
    async datasetHtml(clientId: number, origin: string): Promise<string> {
      const ctx = await context(clientId, origin, deps.now());
      return datasetHtml(ctx, datasetOf(ctx));
    },

    /** The background sweep's pass: ended items deleted, old deleted items gone (see the repository). */
    sweep: (tx: Executor, now: Date) => createOpenDataRepository(tx).sweep(now, deps.retentionDays),
  };
}
export type OpenDataService = ReturnType<typeof createOpenDataService>;
