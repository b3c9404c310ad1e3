import { z } from 'zod';

/**
 * The app's own MapLibre style, drawing the offline basemap the API serves: the joining map's style when
 * the operator has configured none (client config `mapStyleUrl` empty).
 */
export const defaultMapStyleUrl = '/api/map/style.json';

/** MapLibre zooms no further than 24; an address past it names no tile anyone asks for. */
const maxTileZoom = 24;
const tileNumber = (name: string, max: number) =>
  z.coerce
    .number({ message: `${name} must be a number.` })
    .int(`${name} must be a whole number.`)
    .min(0, `${name} must be 0 or more.`)
    .max(max, `${name} must be at most ${max}.`);

export const mapTileParams = z.object({
  z: tileNumber('Zoom', maxTileZoom),
  x: tileNumber('Column', 2 ** maxTileZoom - 1),
  y: tileNumber('Row', 2 ** maxTileZoom - 1),
});

/** `v` names the archive the style was made from: a tile asked for with it may be kept for good. */
export const mapTileQuery = z.object({ v: z.string().max(64).optional() });
