import { errorEnvelope } from '@leisure/contracts/envelope';
import { imageContentTypes, imageVariantParams } from '@leisure/contracts/image';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/http/errors';
import type { ImagesService } from './images.service';

/** A variant's address names its content, so it never changes: any cache may keep it for a year. */
const forever = 'public, max-age=31536000, immutable';

export const imagesRoutes: FastifyPluginAsyncZod<{ images: ImagesService }> = async (app, { images }) => {
  app.get(
    '/api/images/:hash/:variant',
    {
      schema: {
        tags: ['images'],
        summary: 'A venue’s or an activity’s picture at one width (320, 640, 1024) as AVIF or WebP',
        params: imageVariantParams,
        response: {
          200: z.any().describe('image/avif or image/webp'),
          304: z.null().describe('Not modified'),
          404: errorEnvelope,
          422: errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const { hash, variant } = request.params;
      const found = await images.variant(request.clientId, hash, variant);
      if (!found) throw notFound();
      const etag = `"${hash}-${variant}"`;
      reply.header('cache-control', forever).header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return reply.type(imageContentTypes[found.format]).send(found.bytes);
    },
  );
};
