import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { authRoutes } from './modules/auth/auth.routes';
import { basketRoutes } from './modules/basket/basket.routes';
import { clientsRoutes } from './modules/clients/clients.routes';
import { footerRoutes } from './modules/footer/footer.routes';
import { themeRoutes } from './modules/theme/theme.routes';
import { venuesRoutes } from './modules/venues/venues.routes';
import type { Config } from './platform/config';
import type { Database } from './platform/db/client';
import { registerErrorHandling } from './platform/http/errors';
import { healthRoutes } from './platform/http/health';
import { registerMedia } from './platform/http/media';
import { registerOpenApi } from './platform/http/openapi';
import { registerOperator } from './platform/http/operator';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { registerSession } from './platform/http/session';
import { registerWebApp } from './platform/http/web-app';
import { registerWireCase, wireSerializerCompiler } from './platform/http/wire';
import { defaultWebDist } from './platform/paths';
import { createServices } from './services';

export type AppOptions = { config: Config; database: Database; logger?: boolean };

/** Reads top to bottom: external plugins, then the app's own (operator, session, errors), then routes. */
export async function buildApp({ config, database, logger = true }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] }
      : false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    trustProxy: true,
    bodyLimit: 1_048_576,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(wireSerializerCompiler);

  await registerSecurityHeaders(app, config);
  await app.register(cookie);
  await registerOpenApi(app);

  const services = createServices(database.db, config);
  registerErrorHandling(app);
  registerWireCase(app);
  registerOperator(app, (host) => services.clients.resolveOperator(host));
  registerSession(app, config, (token, clientId) => services.auth.resolveSession(token, clientId));

  await app.register(healthRoutes, { ping: database.ping });
  await app.register(clientsRoutes, { clients: services.clients });
  await app.register(venuesRoutes, { venues: services.venues });
  await app.register(themeRoutes, { theme: services.theme });
  await app.register(footerRoutes, { footer: services.footer });
  await app.register(authRoutes, { auth: services.auth, config });
  await app.register(basketRoutes);

  await registerMedia(app);
  await registerWebApp(app, config.webDist ?? defaultWebDist);
  return app;
}
