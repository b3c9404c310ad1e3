import { gunzipSync } from 'node:zlib';
import { errorEnvelope } from '@leisure/contracts/envelope';
import { defaultMapStyleUrl, mapTileParams, mapTileQuery } from '@leisure/contracts/map';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/http/errors';
import type { Basemap } from './basemap';
import { basemapStyle } from './basemap-style';

/** A tile asked for with the archive's version never changes: any cache may keep it for a year. */
const forever = 'public, max-age=31536000, immutable';
/** A tile asked for without it, and the style that hands out the version: a day, then asked again. */
const aDay = 'public, max-age=86400';

export const mapRoutes: FastifyPluginAsyncZod<{ basemap: Basemap }> = async (app, { basemap }) => {
  app.get(
    defaultMapStyleUrl,
    {
      schema: {
        tags: ['map'],
        summary:
          'The MapLibre style of the offline UK basemap: the joining map’s when the operator configures none',
        response: { 200: z.any().describe('A MapLibre style, version 8') },
      },
    },
    async (_request, reply) => {
      const style = basemapStyle(await basemap.open());
      // Sent as text: the wire serializer would snake-case MapLibre's own keys.
      return reply.header('cache-control', aDay).type('application/json').send(JSON.stringify(style));
    },
  );

  app.get(
    '/api/map/tiles/:z/:x/:y.pbf',
    {
      schema: {
        tags: ['map'],
        summary:
          'A vector tile of the offline UK basemap (land and borders, zoom 0 to 8); 204 where there is only sea',
        params: mapTileParams,
        querystring: mapTileQuery,
        response: {
          200: z.any().describe('application/vnd.mapbox-vector-tile'),
          204: z.null().describe('No land or border in this tile'),
          404: errorEnvelope,
          422: errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const { z: zoom, x, y } = request.params;
      if (x >= 2 ** zoom || y >= 2 ** zoom) throw notFound();
      const archive = await basemap.open();
      const tile = await archive.tile(zoom, x, y);
      reply.header('cache-control', request.query.v === archive.version ? forever : aDay);
      // MapLibre draws a 204 as an empty tile; a 404 would be logged as a failed request.
      if (!tile) return reply.code(204).send(null);
      reply.header('vary', 'accept-encoding').type('application/vnd.mapbox-vector-tile');
      if (!/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) return reply.send(gunzipSync(tile));
      return reply.header('content-encoding', 'gzip').send(tile);
    },
  );
};
