import { describe, expect, it } from 'vitest';
import { context } from '../../../test/fixtures/feed-row-fixtures';
import { validateOpenActive } from '../../../test/openactive-validator';
import { datasetJsonLd } from './dataset';
import { datasetHtml } from './dataset-site';
import { feedKinds, feedPaths } from './open-data.types';

const origin = 'https://everyday-leisure.example';
const feeds = Object.fromEntries(
  feedKinds.map((kind) => [kind, `${origin}/openactive/feeds/${feedPaths[kind]}`]),
) as Record<(typeof feedKinds)[number], string>;

describe("the operator's dataset", () => {
  it('describes its feeds, licence, publisher and bookings site as the Dataset Site spec asks', async () => {
    const dataset = datasetJsonLd(context, feeds);
    expect(dataset).toEqual({
      '@context': ['https://schema.org/', 'https://openactive.io/'],
      '@type': 'Dataset',
      '@id': `${origin}/openactive`,
      url: `${origin}/openactive`,
      name: 'Everyday Leisure Sessions and Facilities',
      description:
        'Near real-time availability and rich descriptions of the classes, courses and facilities offered by Everyday Leisure.',
      keywords: [
        'Sessions',
        'Courses',
        'Facilities',
        'Activities',
        'Sports',
        'Physical Activity',
        'OpenActive',
      ],
      license: 'https://creativecommons.org/licenses/by/4.0/',
      distribution: feedKinds.map((kind) => ({
        '@type': 'DataDownload',
        name: kind,
        additionalType: `https://openactive.io/${kind}`,
        encodingFormat: 'application/vnd.openactive.rpde+json; version=1',
        contentUrl: feeds[kind],
      })),
      discussionUrl: `${origin}/`,
      documentation: 'https://permalink.openactive.io/dataset-site/open-data-documentation',
      inLanguage: ['en-GB'],
      publisher: {
        '@type': 'Organization',
        name: 'Everyday Leisure',
        legalName: 'Everyday Leisure',
        url: origin,
        logo: { '@type': 'ImageObject', url: `${origin}/api/images/3` },
      },
      schemaVersion: 'https://openactive.io/modelling-opportunity-data/2.0/',
      dateModified: '2026-03-30T23:30:00Z',
      bookingService: { '@type': 'BookingService', name: 'Everyday Leisure online bookings', url: origin },
    });
    expect(await validateOpenActive(dataset, { validationMode: 'DatasetSite' })).toEqual([]);
  });

  it('has no logo to show when the operator has none, which a dataset site needs', async () => {
    const dataset = datasetJsonLd({ ...context, operator: { ...context.operator, logoUrl: null } }, feeds);
    expect(dataset.publisher).not.toHaveProperty('logo');
    expect(await validateOpenActive(dataset, { validationMode: 'DatasetSite' })).toEqual([
      expect.objectContaining({ path: '$.publisher.logo', type: 'missing_required_field' }),
    ]);
  });
});

describe('the dataset site', () => {
  const named = (name: string) => ({ ...context, operator: { ...context.operator, name } });

  it('is a page in British English naming the operator, its feeds and licence, with the JSON-LD', () => {
    const dataset = datasetJsonLd(context, feeds);
    const html = datasetHtml(context, dataset);
    expect(html).toMatch(/^<!doctype html>\n<html lang="en-GB">/);
    expect(html).toContain('<title>Everyday Leisure Sessions and Facilities: OpenActive open data</title>');
    expect(html).toContain(
      `<h1><img src="${origin}/api/images/3" alt="" height="48"> Everyday Leisure open data</h1>`,
    );
    for (const kind of feedKinds) expect(html).toContain(`<a href="${feeds[kind]}">${kind}</a>`);
    expect(html).toContain('<a href="https://creativecommons.org/licenses/by/4.0/" rel="license">');
    expect(html).toContain(`<code>${origin}/location/{venue}/{activity}/{date}/by-time/class/{id}</code>`);
    const json = html.match(/<script type="application\/ld\+json">(.*)<\/script>/)?.[1];
    expect(JSON.parse(json ?? 'null')).toEqual(dataset);
  });

  it('runs no script for the content security policy to block: its one script element is the JSON-LD', () => {
    const html = datasetHtml(context, datasetJsonLd(context, feeds));
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).not.toMatch(/\son[a-z]+=|javascript:/i);
  });

  it("escapes an operator's name in the page and cannot close the JSON-LD's script early", () => {
    const ctx = named('Fit & Well </script><script>alert(1)</script>');
    const dataset = datasetJsonLd(ctx, feeds);
    const html = datasetHtml(ctx, dataset);
    expect(html).toContain(
      '<h1><img src="https://everyday-leisure.example/api/images/3" alt="" height="48"> Fit &amp; Well &lt;/script&gt;',
    );
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = html.match(/<script type="application\/ld\+json">(.*)<\/script>/)?.[1];
    expect(JSON.parse(json ?? 'null').publisher.name).toBe('Fit & Well </script><script>alert(1)</script>');
  });
});
