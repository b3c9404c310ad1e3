import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { feedNames, feedReader } from '../../../test/fixtures/open-data-fixtures';
import { validateOpenActive } from '../../../test/openactive-validator';
import { useTestApp } from '../../../test/test-app';

type Finding = { severity: string; type: string; message: string };
type FeedLog = { pages: { url: string; errors: Finding[] }[] };

// CommonJS and untyped.
const require = createRequire(import.meta.url);
const { RpdeValidator } = require('@openactive/rpde-validator') as {
  RpdeValidator: (url: string, options: object) => Promise<FeedLog>;
};

/**
 * The official RPDE validator walks each of the demo operator's feeds over real HTTP, to its last page and
 * past it (it asks for a point a year ahead and checks that page repeats itself), as a consumer would.
 */
describe('the OpenActive RPDE validator on the demo operator’s feeds', () => {
  const t = useTestApp();
  let origin: string;

  beforeAll(async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    // One deleted item in each feed that has items, so the validator's deleted-items check has one to see.
    await t.sql(`
      update open_data_items set ends_at = now() - interval '1 minute'
       where (kind, source_id) in (select kind, min(source_id) from open_data_items group by kind)`);
    await t.sql(`
      update open_data_items set deleted_at = now(), modified = open_data_change()
       where deleted_at is null and ends_at <= now()`);
    await feedReader(t, '127.0.0.1').settled();
  });

  it.each(feedNames)('finds no failure in %s', { timeout: 120_000 }, async (feed) => {
    const log = await RpdeValidator(`${origin}/openactive/feeds/${feed}`, {
      pageLimit: 1_000,
      timeoutMs: 30_000,
    });
    const findings = log.pages.flatMap((page) => page.errors.map((e) => ({ url: page.url, ...e })));
    const failures = findings.filter((f) => f.severity === 'failure');
    expect(failures.map((f) => `${f.url}: ${f.type} ${f.message}`)).toEqual([]);
    // Warnings are for the report, not a failure: an empty feed has no deleted item to show, say.
    const warnings = [...new Set(findings.filter((f) => f.severity !== 'failure').map((f) => f.type))];
    console.info(`${feed}: ${log.pages.length} pages; warnings: ${warnings.join(', ') || 'none'}`);
    expect(log.pages.length).toBeGreaterThan(1);
  });

  it.each(feedNames)('finds no failure in the data of the first page of %s', async (feed) => {
    const page = await (await fetch(`${origin}/openactive/feeds/${feed}`)).json();
    const failures = await validateOpenActive(page, { validationMode: 'RPDEFeed' });
    expect(failures.map((f) => `${f.path}: ${f.type} ${f.message}`)).toEqual([]);
  });
});
