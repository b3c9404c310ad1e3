import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Header } from 'pmtiles';
import { apiRoot } from '../../platform/paths';

export const basemapFile = path.join(apiRoot, 'reference-data', 'basemap', 'uk-basemap.pmtiles');

/** The archive as the routes need it: what it covers, a name for its contents, and its tiles. */
export type BasemapArchive = {
  header: Header;
  /** Part of the archive's SHA-256: tile addresses carry it, so cached tiles of an older archive are never mixed in. */
  version: string;
  /** A tile's bytes as stored (gzipped); null where the archive has none: open sea, or beyond its bounds and zooms. */
  tile(z: number, x: number, y: number): Promise<Buffer | null>;
};

export type Basemap = { open(): Promise<BasemapArchive> };

/**
 * The offline basemap (apps/api/reference-data/basemap/NOTICE.md), read whole from disk on first use and
 * kept: it is a few hundred kilobytes. pmtiles is imported then too, so a start that serves no map never
 * loads it (docs/decisions/032-start-up-and-shared-reads.md).
 */
export function createOfflineBasemap(file = basemapFile): Basemap {
  let archive: Promise<BasemapArchive> | null = null;
  const load = async (): Promise<BasemapArchive> => {
    const [bytes, { Compression, PMTiles }] = await Promise.all([readFile(file), import('pmtiles')]);
    const source = {
      getKey: () => file,
      getBytes: async (offset: number, length: number) => ({
        data: bytes.buffer.slice(bytes.byteOffset + offset, bytes.byteOffset + offset + length),
      }),
    };
    // The reader would gunzip each tile; kept as stored, a tile goes out gzipped with no work per request.
    // Its directories are still decompressed by its cache, which has a decompressor of its own.
    const reader = new PMTiles(source, undefined, async (data) => data);
    const header = await reader.getHeader();
    if (header.tileCompression !== Compression.Gzip) throw new Error(`${file}: tiles are not gzipped`);
    return {
      header,
      version: createHash('sha256').update(bytes).digest('hex').slice(0, 12),
      async tile(z, x, y) {
        const found = await reader.getZxy(z, x, y);
        return found ? Buffer.from(found.data) : null;
      },
    };
  };
  return {
    open() {
      archive ??= load().catch((err) => {
        archive = null;
        throw err;
      });
      return archive;
    },
  };
}
