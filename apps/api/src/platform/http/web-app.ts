import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { bootAnswersElementId, bootAnswersJson } from '@leisure/contracts/boot-answers';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from './errors';
import { withThemeFonts } from './page-fonts';

/** The shell's first calls answered for this page (see contracts/boot-answers.ts), by address. */
export type BootAnswers = (request: FastifyRequest) => Promise<Record<string, unknown>>;

/**
 * Serves the built single-page app: hashed assets are cached for a year, every other page path gets
 * index.html (never cached, so a release is picked up at once). Unknown /api paths stay JSON 404s.
 * The build writes a Brotli and a gzip copy of each text file (apps/web/precompress.ts): they go out as
 * the browser accepts them, with `Vary: accept-encoding`, and nothing is compressed per request.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string | undefined,
  bootAnswers?: BootAnswers,
): Promise<void> {
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
      reply.header('cache-control', 'no-cache');
      return bootAnswers ? sendPage(request, reply, webDist, bootAnswers) : reply.sendFile('index.html');
    });
  }
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: request.url.startsWith('/api') ? notFound().message : 'Not found.' });
  });
}

/**
 * index.html with the shell's first calls answered inside it, compressed as the browser accepts (a few
 * kilobytes: Brotli at a middling level takes well under a millisecond). Without answers (a call failed,
 * or the operator is in maintenance) the page goes out as built and the app makes the calls itself.
 */
async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  webDist: string,
  bootAnswers: BootAnswers,
) {
  // Read each time, as sendFile did: a build made while the server runs is served at once.
  const page = await readFile(path.join(webDist, 'index.html'), 'utf8');
  const answers = await bootAnswers(request).catch((error: unknown) => {
    request.log.warn({ err: error }, 'the page went out without its boot answers');
    return {};
  });
  const block = `<script type="application/json" id="${bootAnswersElementId}">${bootAnswersJson(answers)}</script>`;
  const themeAnswer = Object.entries(answers).find(([call]) => call.startsWith('/api/frontend/theme'))?.[1];
  const themed = await withThemeFonts(page, webDist, themeAnswer);
  // In the head, read before any module script runs; a page with no head of its own gets it at the end.
  const html =
    Object.keys(answers).length === 0
      ? themed
      : themed.includes('</head>')
        ? themed.replace('</head>', () => `${block}</head>`)
        : `${themed}${block}`;
  reply.header('content-type', 'text/html; charset=utf-8').header('vary', 'accept-encoding');
  const accepts = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepts)) {
    const params = { [constants.BROTLI_PARAM_QUALITY]: 5 };
    return reply.header('content-encoding', 'br').send(brotliCompressSync(html, { params }));
  }
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(gzipSync(html));
  return reply.send(html);
}
