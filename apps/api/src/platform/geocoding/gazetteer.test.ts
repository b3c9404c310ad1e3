import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createOfflineGazetteer } from './gazetteer';

describe('the offline gazetteer', () => {
  const gazetteer = createOfflineGazetteer();

  it('finds a town by its whole name before the places whose names only start with it', async () => {
    const found = await gazetteer.search('Leeds', 5);
    expect(found[0]).toMatchObject({ name: 'Leeds', region: 'England' });
    expect(found[0]!.lat).toBeCloseTo(53.8, 1);
    expect(found[0]!.lng).toBeCloseTo(-1.55, 1);
  });

  it('puts the most populous first among equally good matches, and says where each is', async () => {
    const newports = (await gazetteer.search('newport', 10)).filter((p) => p.name === 'Newport');
    expect(newports.length).toBeGreaterThan(1);
    expect(newports[0]!.region).toBe('Wales');
  });

  it('matches the start of a name or of any word in it, case, spacing, punctuation and Saint or St aside', async () => {
    expect((await gazetteer.search('  STOCKTON-ON ', 3))[0]!.name).toMatch(/^Stockton-on-Tees$/);
    expect((await gazetteer.search('upon tyne', 3)).map((p) => p.name)).toContain('Newcastle upon Tyne');
    expect(await gazetteer.search('St. Helier', 1)).toEqual([
      expect.objectContaining({ name: 'Saint Helier', region: 'Jersey' }),
    ]);
    expect((await gazetteer.search('saint albans', 1))[0]!.name).toBe('St Albans');
  });

  it('answers nothing for a search that names no place, and at most the limit', async () => {
    expect(await gazetteer.search('Atlantis', 5)).toEqual([]);
    expect(await gazetteer.search('?!', 5)).toEqual([]);
    expect(await gazetteer.search('b', 4)).toHaveLength(4);
  });

  it('fails a search, not the process, when its file cannot be read, and reads it again next time', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gazetteer-'));
    const file = path.join(dir, 'uk-places.json');
    const later = createOfflineGazetteer(file);
    await expect(later.search('Leeds', 1)).rejects.toThrow();
    writeFileSync(file, JSON.stringify({ places: [['Leeds', 'England', 53.7965, -1.5478, 455123]] }));
    expect(await later.search('Leeds', 1)).toEqual([
      { name: 'Leeds', region: 'England', lat: 53.7965, lng: -1.5478 },
    ]);
  });
});
