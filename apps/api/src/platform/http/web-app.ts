import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from './errors';

/**
 * Serves the built single-page app: hashed assets are cached for a year, every other page path gets
 * index.html (never cached, so a release is picked up at once). Unknown /api paths stay JSON 404s.
 * The build writes a Brotli and a gzip copy of each text file (apps/web/precompress.ts): they go out as
 * the browser accepts them, with `Vary: accept-encoding`, and nothing is compressed per request.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const hasWebApp = webDist !== undefined && existsSync(path.join(webDist, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      // No route of its own per file: the handler below sends every file. A route per file meant reading
      // the whole folder and building 550 routes on every start, 0.2 s of it
      // (docs/decisions/032-start-up-and-shared-reads.md).
      serve: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      const filePath = (request.params as { '*': string })['*'] ?? '';
      if (filePath === 'api' || filePath.startsWith('api/')) throw notFound();
      if (filePath && path.extname(filePath) && existsSync(path.join(webDist, filePath))) {
        return reply.sendFile(filePath);
      }
      // A chunk of an older release is gone: a 404, so the app reloads itself instead of parsing HTML.
      if (filePath.startsWith('assets/')) throw notFound();
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  }
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: request.url.startsWith('/api') ? notFound().message : 'Not found.' });
  });
}
