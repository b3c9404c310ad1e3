import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { searchWords } from '@leisure/contracts/venue';
import { apiRoot } from '../paths';

export type Place = { name: string; region: string; lat: number; lng: number };

/** What a geocoder answers for a search: the best places first (the offline gazetteer, or a configured service). */
export type Geocoder = {
  search(term: string, limit: number): Promise<Place[]>;
  /** The credit its data asks for, shown with its answers. */
  attribution: string;
};

type Entry = Place & { words: string; population: number };

export const gazetteerFile = path.join(apiRoot, 'reference-data', 'uk-places.json');

/** A name or a search as the gazetteer compares them: 'Saint' and 'St' are one word to a UK reader. */
const placeWords = (text: string) => searchWords(text).replace(/\bsaint\b/g, 'st');

/** How well a place's name answers a search: 0 the whole name, 1 its start, 2 a word's start; null not at all. */
function rank(words: string, search: string): number | null {
  if (words === search) return 0;
  if (words.startsWith(search)) return 1;
  if (words.includes(` ${search}`)) return 2;
  return null;
}

/**
 * The embedded default: GeoNames' UK places of 1,000 people or more (apps/api/reference-data/uk-places.NOTICE.md),
 * read from disk on the first search and kept. The whole name first, then names that start with the
 * search, then names with a word that does; among equals, the most populous.
 */
export function createOfflineGazetteer(file = gazetteerFile): Geocoder {
  let entries: Promise<Entry[]> | null = null;
  const load = async () => {
    const { places } = JSON.parse(await readFile(file, 'utf8')) as {
      places: [string, string, number, number, number][];
    };
    return places.map(([name, region, lat, lng, population]) => ({
      name,
      region,
      lat,
      lng,
      population,
      words: placeWords(name),
    }));
  };
  return {
    attribution: 'Place names © GeoNames (geonames.org), CC BY 4.0',
    async search(term, limit) {
      const search = placeWords(term);
      if (search === '') return [];
      entries ??= load().catch((err) => {
        entries = null;
        throw err;
      });
      const found: { entry: Entry; rank: number }[] = [];
      for (const entry of await entries) {
        const r = rank(entry.words, search);
        if (r !== null) found.push({ entry, rank: r });
      }
      // The file is sorted by population, and the sort is stable: equals keep that order.
      found.sort((a, b) => a.rank - b.rank);
      return found
        .slice(0, limit)
        .map(({ entry: { name, region, lat, lng } }) => ({ name, region, lat, lng }));
    },
  };
}
