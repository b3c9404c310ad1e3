import type { BasemapArchive } from './basemap';

/** The sea behind everything, the land over it, and dashed lines where two countries meet. */
const colours = { sea: '#cfe2ee', land: '#f6f4ef', coast: '#a9bfcc', border: '#8a8a96' };

/**
 * A MapLibre style (version 8) drawing the offline basemap. It has no `glyphs` and no `sprite`: no layer
 * draws text or icons (the joining map's markers and counts are HTML), so the browser fetches no fonts and
 * nothing from outside the app. Tile addresses are relative, so one answer serves every host the app has.
 */
export function basemapStyle({ header, version }: BasemapArchive) {
  return {
    version: 8,
    name: 'UK basemap',
    sources: {
      basemap: {
        type: 'vector',
        tiles: [`/api/map/tiles/{z}/{x}/{y}.pbf?v=${version}`],
        minzoom: header.minZoom,
        // Past it MapLibre scales the last tiles up rather than asking for tiles the archive does not have.
        maxzoom: header.maxZoom,
        bounds: [header.minLon, header.minLat, header.maxLon, header.maxLat],
        attribution: '<a href="https://www.naturalearthdata.com/">Made with Natural Earth</a>',
      },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': colours.sea } },
      {
        id: 'land',
        type: 'fill',
        source: 'basemap',
        'source-layer': 'land',
        paint: { 'fill-color': colours.land, 'fill-outline-color': colours.coast },
      },
      {
        id: 'borders',
        type: 'line',
        source: 'basemap',
        'source-layer': 'borders',
        paint: { 'line-color': colours.border, 'line-width': 1, 'line-dasharray': [3, 2] },
      },
    ],
  };
}
