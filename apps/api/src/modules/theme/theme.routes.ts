import { errorEnvelope } from '@leisure/contracts/envelope';
import { themeQuery, themeResponse } from '@leisure/contracts/theme';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ThemeService } from './theme.service';

export const themeRoutes: FastifyPluginAsyncZod<{ theme: ThemeService }> = async (app, { theme }) => {
  app.get(
    '/api/frontend/theme',
    {
      schema: {
        tags: ['theme'],
        summary: 'Colours, fonts and logo; the venue’s own theme when it has one. 503 during maintenance.',
        querystring: themeQuery,
        response: { 200: themeResponse, 404: errorEnvelope, 503: errorEnvelope },
      },
    },
    async (request, reply) => {
      const data = await theme.getTheme(request.clientId, request.query.venue);
      // Asked for on every page load and changed rarely: browsers and any CDN may keep it a minute.
      reply.header('cache-control', 'public, max-age=60');
      return { data };
    },
  );
};
