import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** CSP for the app and the API; frame-ancestors is configuration so an operator can embed the app. */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: config.frameAncestors,
      },
    },
    // Served over https: browsers must keep to it. Over plain http (local runs) the header would be ignored
    // at best and would break a later http run on the same host at worst.
    hsts: config.secureCookies ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // Embedding is governed by frame-ancestors above; X-Frame-Options cannot express an allow-list.
    frameguard: false,
  });
  // An API answer may carry someone's data, and one to a request with a credential always may: no cache,
  // shared or private, keeps it. A route that caches on purpose (the theme, a photo) says so itself.
  app.addHook('onSend', async (request, reply, payload) => {
    const credentialed = request.headers.authorization !== undefined || request.headers.cookie !== undefined;
    if (!reply.hasHeader('cache-control') && (request.url.startsWith('/api/') || credentialed)) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
