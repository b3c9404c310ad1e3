// Builds the offline basemap of the joining map (apps/api/reference-data/basemap/uk-basemap.pmtiles): land and
// country borders around the United Kingdom from Natural Earth's 1:10m data as the world-atlas package holds it
// (public domain, see the NOTICE.md beside the archive), cut into vector tiles by geojson-vt, encoded by vt-pbf
// and written as one PMTiles v3 archive. Run again to refresh: `node scripts/build-basemap.mjs`.
// The archive is the same bytes on every run (gzip writes no time), so an unchanged map makes no diff.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import GeoJSONVT from 'geojson-vt';
import { zxyToTileId } from 'pmtiles';
import { feature, mesh } from 'topojson-client';
import vtpbf from 'vt-pbf';

const require = createRequire(import.meta.url);
const world = JSON.parse(readFileSync(require.resolve('world-atlas/countries-10m.json'), 'utf8'));

/** West, south, east, north: the British Isles with the coasts a wide screen shows beside them at zoom 5. */
const bounds = [-16, 47, 10, 62];
/** Past zoom 8 the map scales the zoom-8 tiles up: 1:10m data has no more detail to show. */
const maxZoom = 8;
/** Where the archive says to look first: the joining map's default centre (spec part 2 §9). */
const centre = { lng: -2, lat: 53.59, zoom: 5 };
const extent = 4096;

const layers = {
  land: new GeoJSONVT(feature(world, world.objects.land), { maxZoom, extent }),
  // Only the lines two countries share: the coast is the land's edge, drawn once by the land layer.
  borders: new GeoJSONVT(
    { type: 'Feature', properties: {}, geometry: mesh(world, world.objects.countries, (a, b) => a !== b) },
    { maxZoom, extent },
  ),
};

const lngToX = (lng, z) => Math.floor(((lng + 180) / 360) * 2 ** z);
const latToY = (lat, z) => {
  const r = (lat * Math.PI) / 180;
  return Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * 2 ** z);
};

/** Every tile within the bounds that has land or a border on it; a tile of open sea is left out (served as 204). */
const tiles = [];
for (let z = 0; z <= maxZoom; z++) {
  for (let x = lngToX(bounds[0], z); x <= lngToX(bounds[2], z); x++) {
    for (let y = latToY(bounds[3], z); y <= latToY(bounds[1], z); y++) {
      const found = Object.entries(layers)
        .map(([name, index]) => [name, index.getTile(z, x, y)])
        .filter(([, tile]) => tile && tile.features.length > 0);
      if (found.length === 0) continue;
      const pbf = vtpbf.fromGeojsonVt(Object.fromEntries(found), { version: 2, extent });
      tiles.push({ tileId: zxyToTileId(z, x, y), data: gzipSync(pbf, { level: 9 }) });
    }
  }
}
tiles.sort((a, b) => a.tileId - b.tileId);

// Tile data in tile-id order; a tile with the same bytes as an earlier one (open land) points at those.
const seen = new Map();
const blobs = [];
let dataLength = 0;
const entries = tiles.map(({ tileId, data }) => {
  const hash = createHash('sha256').update(data).digest('hex');
  if (!seen.has(hash)) {
    seen.set(hash, { offset: dataLength, length: data.length });
    blobs.push(data);
    dataLength += data.length;
  }
  return { tileId, runLength: 1, ...seen.get(hash) };
});

/** PMTiles v3's directory: the entries' columns one after another as varints, tile ids as deltas. */
function directory(list) {
  const bytes = [];
  const varint = (n) => {
    while (n >= 0x80) {
      bytes.push((n % 0x80) | 0x80);
      n = Math.floor(n / 0x80);
    }
    bytes.push(n);
  };
  varint(list.length);
  let lastId = 0;
  for (const e of list) {
    varint(e.tileId - lastId);
    lastId = e.tileId;
  }
  for (const e of list) varint(e.runLength);
  for (const e of list) varint(e.length);
  // 0 says "straight after the previous tile", which most are.
  let next = -1;
  for (const e of list) {
    varint(e.offset === next ? 0 : e.offset + 1);
    next = e.offset + e.length;
  }
  return Buffer.from(bytes);
}

const attribution = 'Made with Natural Earth';
const root = gzipSync(directory(entries), { level: 9 });
const metadata = gzipSync(
  JSON.stringify({
    name: 'UK basemap',
    description: 'Land and country borders around the United Kingdom, zoom 0 to 8',
    attribution,
    vector_layers: Object.keys(layers).map((id) => ({ id, fields: {}, minzoom: 0, maxzoom: maxZoom })),
  }),
);

/** The fixed 127-byte header (PMTiles v3 specification), then the root directory, the metadata and the tiles. */
const header = Buffer.alloc(127);
const u64 = (offset, n) => header.writeBigUInt64LE(BigInt(n), offset);
const e7 = (offset, degrees) => header.writeInt32LE(Math.round(degrees * 1e7), offset);
header.write('PMTiles', 0, 'ascii');
header.writeUInt8(3, 7);
u64(8, header.length); // root directory
u64(16, root.length);
u64(24, header.length + root.length); // metadata
u64(32, metadata.length);
u64(40, header.length + root.length + metadata.length); // leaf directories: none, the root holds every tile
u64(48, 0);
u64(56, header.length + root.length + metadata.length); // tile data
u64(64, dataLength);
u64(72, entries.length); // addressed tiles
u64(80, entries.length); // directory entries
u64(88, blobs.length); // distinct tiles
header.writeUInt8(1, 96); // clustered: tile data in tile-id order
header.writeUInt8(2, 97); // directories and metadata gzipped
header.writeUInt8(2, 98); // tiles gzipped: the API sends them as they are, with Content-Encoding: gzip
header.writeUInt8(1, 99); // Mapbox Vector Tiles
header.writeUInt8(0, 100);
header.writeUInt8(maxZoom, 101);
e7(102, bounds[0]);
e7(106, bounds[1]);
e7(110, bounds[2]);
e7(114, bounds[3]);
header.writeUInt8(centre.zoom, 118);
e7(119, centre.lng);
e7(123, centre.lat);

const file = new URL('../apps/api/reference-data/basemap/uk-basemap.pmtiles', import.meta.url);
writeFileSync(file, Buffer.concat([header, root, metadata, ...blobs]));
console.log(
  `${entries.length} tiles (${blobs.length} distinct), ${header.length + root.length + metadata.length + dataLength} bytes written to ${file.pathname}`,
);
