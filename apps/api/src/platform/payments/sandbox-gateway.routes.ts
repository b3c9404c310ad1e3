import { randomBytes } from 'node:crypto';
import { toPrice } from '@leisure/contracts/money';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cardFormThemeQuery, fontFile, themeCss } from './card-form-theme';
import { readerCards } from './sandbox-cards';
import type { SandboxGateway } from './sandbox-gateway';
import { sandboxPaths } from './sandbox-gateway';
import { cardFormPage, cardReaderPage, challengePage } from './sandbox-pages';

const secretQuery = z.object({ clientSecret: z.string().min(10).max(200) });
// `save_card=off`: the form offers no saving (a kiosk's, decision 054).
const cardFormQuery = secretQuery
  .extend(cardFormThemeQuery.shape)
  .extend({ saveCard: z.enum(['off']).optional() });
const fontsPath = '/gateway/sandbox/fonts';
const confirmBody = z.object({
  clientSecret: z.string().min(10).max(200),
  cardholderName: z.string().max(100).default(''),
  cardNumber: z.string().max(40).default(''),
  expiry: z.string().max(10).default(''),
  securityCode: z.string().max(10).default(''),
  saveCard: z.boolean().default(false),
});
const presentBody = z.object({ clientSecret: z.string().min(10).max(200), cardNumber: z.string().max(40) });
const challengeBody = z.object({ clientSecret: z.string().min(10).max(200), passed: z.boolean() });
const result = z.object({
  data: z.object({
    status: z.string(),
    error: z.string().nullable(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
    challengeUrl: z.string().nullable(),
  }),
});

type Options = { sandbox: SandboxGateway; origin: string | null; frameAncestors: string[] };

/**
 * The sandbox's hosted fields, outside /api as a provider's would be: no session, no CSRF token (the
 * client secret is the credential), and a page-specific CSP whose nonce lets only its own small script run.
 */
export const sandboxGatewayRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { sandbox, origin, frameAncestors },
) => {
  const htmlPage = (nonce: string) =>
    [
      "default-src 'none'",
      `script-src 'nonce-${nonce}'`,
      `style-src 'nonce-${nonce}'`,
      // The theme's font, self-hosted beside the form.
      "font-src 'self'",
      "connect-src 'self'",
      "form-action 'self'",
      "base-uri 'none'",
      `frame-ancestors ${frameAncestors.join(' ')}`,
    ].join('; ');
  /** One of the gateway's pages, its scripts and styles allowed by a nonce of its own, never cached. */
  const sendPage = (reply: FastifyReply, render: (nonce: string) => string) => {
    const nonce = randomBytes(16).toString('base64');
    return reply
      .header('content-security-policy', htmlPage(nonce))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(render(nonce));
  };

  app.get(
    sandboxPaths.cardForm,
    { schema: { hide: true, querystring: cardFormQuery } },
    async (request, reply) => {
      const payment = await sandbox.findBySecret(request.query.clientSecret);
      const { clientSecret: _secret, saveCard, ...theme } = request.query;
      return sendPage(reply, (nonce) =>
        cardFormPage({
          clientSecret: request.query.clientSecret,
          nonce,
          origin,
          confirmPath: sandboxPaths.confirm,
          amount: toPrice(payment.amount, payment.currency).formatted,
          themeCss: themeCss(theme, fontsPath),
          offerSave: saveCard !== 'off',
        }),
      );
    },
  );

  app.get(
    `${fontsPath}/:file`,
    { schema: { hide: true, params: z.object({ file: z.string().max(60) }) } },
    async (request, reply) => {
      const bytes = await fontFile(request.params.file);
      if (!bytes) return reply.code(404).send({ message: 'Not found.' });
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type('font/woff2')
        .send(bytes);
    },
  );

  app.post(
    sandboxPaths.confirm,
    { schema: { hide: true, body: confirmBody, response: { 200: result } } },
    async (request) => {
      const { clientSecret, cardholderName, cardNumber, expiry, securityCode, saveCard } = request.body;
      return {
        data: await sandbox.confirm(clientSecret, {
          holderName: cardholderName,
          number: cardNumber,
          expiry,
          securityCode,
          saveCard,
        }),
      };
    },
  );

  app.get(
    sandboxPaths.cardReader,
    { schema: { hide: true, querystring: secretQuery } },
    async (request, reply) => {
      const payment = await sandbox.findBySecret(request.query.clientSecret);
      return sendPage(reply, (nonce) =>
        cardReaderPage({
          clientSecret: request.query.clientSecret,
          nonce,
          origin,
          presentPath: sandboxPaths.present,
          amount: toPrice(payment.amount, payment.currency).formatted,
          cards: readerCards,
        }),
      );
    },
  );

  app.post(
    sandboxPaths.present,
    { schema: { hide: true, body: presentBody, response: { 200: result } } },
    async (request) => ({ data: await sandbox.present(request.body.clientSecret, request.body.cardNumber) }),
  );

  app.get(
    sandboxPaths.challenge,
    { schema: { hide: true, querystring: secretQuery } },
    async (request, reply) => {
      const payment = await sandbox.findBySecret(request.query.clientSecret);
      return sendPage(reply, (nonce) =>
        challengePage({
          clientSecret: request.query.clientSecret,
          nonce,
          origin,
          challengePath: sandboxPaths.challenge,
          amount: toPrice(payment.amount, payment.currency).formatted,
        }),
      );
    },
  );

  app.post(
    sandboxPaths.challenge,
    { schema: { hide: true, body: challengeBody, response: { 200: result } } },
    async (request) => ({
      data: await sandbox.completeChallenge(request.body.clientSecret, request.body.passed),
    }),
  );
};
