import { errorEnvelope } from '@leisure/contracts/envelope';
import { publicGuestPassResponse } from '@leisure/contracts/guest-passes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PublicGuestPassService } from './public-guest-pass';

/** Any text: a code that is not one is a 404 (as an unknown one), never a 422 that tells them apart. */
const codeParams = z.object({ code: z.string().max(200) });

/** The public pass page's calls: no sign-in, the operator of the request's host, never cached or indexed. */
export const publicGuestPassRoutes: FastifyPluginAsyncZod<{ passes: PublicGuestPassService }> = async (
  app,
  { passes },
) => {
  app.get(
    '/api/guest-passes/:code',
    {
      schema: {
        tags: ['guest-passes'],
        summary: 'A guest pass by its code, as its guest sees it (no sign-in; the code is the credential)',
        params: codeParams,
        response: { 200: publicGuestPassResponse, 404: errorEnvelope, 429: errorEnvelope },
      },
    },
    async (request, reply) => {
      const data = await passes.view(request.clientId, request.params.code, request.ip);
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      return { data };
    },
  );

  app.get(
    '/api/guest-passes/:code/qr.svg',
    {
      schema: {
        tags: ['guest-passes'],
        summary: 'The QR code of a guest pass’s code, as SVG (no sign-in)',
        // SVG, not JSON: no response schema, so the wire serializer leaves the text alone.
        params: codeParams,
      },
    },
    async (request, reply) => {
      const svg = await passes.qrSvg(request.clientId, request.params.code, request.ip);
      return reply
        .header('cache-control', 'private, no-store')
        .header('x-robots-tag', 'noindex')
        .header('x-content-type-options', 'nosniff')
        .type('image/svg+xml')
        .send(svg);
    },
  );
};
