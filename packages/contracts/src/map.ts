import { z } from 'zod';

/**
 * The app's own MapLibre style, drawing the offline basemap the API serves: the joining map's style when
 * the operator has configured none (client config `mapStyleUrl` empty).
 */
export const defaultMapStyleUrl = '/api/map/style.json';

// Each schema is one chain from `z`: a helper between them would keep zod in every web chunk that imports
// this file's constant (apps/web/contracts-pure.ts).
export const mapTileParams = z.object({
  /** MapLibre zooms no further than 24. */
  z: z.coerce
    .number({ message: 'Zoom must be a number.' })
    .int('Zoom must be a whole number.')
    .min(0)
    .max(24),
  x: z.coerce.number({ message: 'Column must be a number.' }).int('Column must be a whole number.').min(0),
  y: z.coerce.number({ message: 'Row must be a number.' }).int('Row must be a whole number.').min(0),
});

/** `v` names the archive the style was made from: a tile asked for with it may be kept for good. */
export const mapTileQuery = z.object({ v: z.string().max(64).optional() });
