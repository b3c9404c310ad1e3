import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { activityListConcepts, activityListUrl } from '../src/modules/open-data/activity-list';

/** One finding of @openactive/data-model-validator, as much of it as the tests read. */
export type OpenActiveError = {
  severity: 'failure' | 'warning' | 'notice' | 'suggestion';
  type: string;
  message: string;
  path: string;
};

type Validator = { validate(value: unknown, options: object): Promise<OpenActiveError[]> };
type JsonLoader = { getFile(url: string, options: object): Promise<{ errorCode: string }> };

// The validator is CommonJS and untyped; its JSON loader is a private module it shares its cache with.
const require = createRequire(import.meta.url);
const validator = require('@openactive/data-model-validator') as Validator;
const jsonLoader = require('@openactive/data-model-validator/src/helpers/json-loader') as JsonLoader;

let primed: Promise<void> | undefined;

/**
 * There is no internet in the tests, and with `loadRemoteJson: false` the validator reads the Activity List
 * only from its in-memory cache. So the list, built from our copy, is written where its file cache looks
 * (the sha256 of the URL) and read once through the loader, which keeps it in memory for every later check;
 * the file is then removed.
 */
function primeActivityList(): Promise<void> {
  primed ??= (async () => {
    const cachePath = mkdtempSync(path.join(tmpdir(), 'openactive-validator-'));
    const key = createHash('sha256').update(activityListUrl).digest('hex');
    const scheme = {
      '@context': 'https://openactive.io/',
      '@id': activityListUrl,
      type: 'ConceptScheme',
      concept: activityListConcepts().map(([uuid, prefLabel]) => ({
        id: `${activityListUrl}#${uuid}`,
        type: 'Concept',
        prefLabel,
      })),
    };
    const cached = { errorCode: 'error_none', statusCode: 200, url: activityListUrl, exception: null };
    writeFileSync(
      path.join(cachePath, `${key}.json`),
      JSON.stringify({ ...cached, data: scheme, contentType: 'application/ld+json', fetchTime: Date.now() }),
    );
    const loaded = await jsonLoader
      .getFile(activityListUrl, {
        loadRemoteJson: true,
        remoteJsonCachePath: cachePath,
        remoteJsonCacheTimeToLive: 365 * 24 * 3600,
      })
      .finally(() => rmSync(cachePath, { recursive: true, force: true }));
    if (loaded.errorCode !== 'error_none')
      throw new Error('The Activity List did not load from its cache file');
  })();
  return primed;
}

/**
 * The validator's failures for an OpenActive JSON-LD object (an item's `data`, a Dataset) or an RPDE page;
 * with `all`, its warnings, notices and suggestions too.
 */
export async function validateOpenActive(
  value: unknown,
  options: { all?: boolean; validationMode?: string } = {},
): Promise<OpenActiveError[]> {
  await primeActivityList();
  const errors = await validator.validate(value, {
    loadRemoteJson: false,
    validationMode: options.validationMode ?? 'RPDEFeed',
  });
  return options.all ? errors : errors.filter((e) => e.severity === 'failure');
}
