import {
  footerQuery,
  footerResponse,
  operatorPageParams,
  operatorPageResponse,
} from '@leisure/contracts/client';
import { errorEnvelope } from '@leisure/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FooterService } from './footer.service';

export const footerRoutes: FastifyPluginAsyncZod<{ footer: FooterService }> = async (app, { footer }) => {
  app.get(
    '/api/activities/footer',
    {
      schema: {
        tags: ['theme'],
        summary: 'Footer HTML of the operator or venue, sanitised',
        querystring: footerQuery,
        response: { 200: footerResponse, 404: errorEnvelope },
      },
    },
    async (request, reply) => {
      const html = await footer.getFooter(request.clientId, request.query.venue);
      reply.header('cache-control', 'public, max-age=60');
      return { data: { html } };
    },
  );

  app.get(
    '/api/activities/pages/:page',
    {
      schema: {
        tags: ['theme'],
        summary: "The operator's terms and conditions or privacy notice page, sanitised",
        params: operatorPageParams,
        response: { 200: operatorPageResponse, 404: errorEnvelope },
      },
    },
    async (request, reply) => {
      const html = await footer.getPage(request.clientId, request.params.page);
      reply.header('cache-control', 'public, max-age=60');
      return { data: { html } };
    },
  );
};
