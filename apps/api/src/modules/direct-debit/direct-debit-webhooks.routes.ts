import { errorEnvelope } from '@leisure/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WebhookRejected } from '../../platform/direct-debit/provider';
import { HttpError, notFound } from '../../platform/http/errors';
import type { MandatesService } from './mandates.service';

/** Far above GoCardless's largest batch (250 events of under a kilobyte each). */
const webhookBodyLimit = 1_048_576;

/**
 * Where the direct-debit provider tells us what happened (docs/decisions/041-direct-debit-rails.md).
 * The signature is the credential: no session, no CSRF token (the provider sends no cookie), no operator
 * (the provider's account is the deployment's). Not rate-limited: a forged call costs one HMAC and no
 * database work, while a limiter would write to the database on every call, GoCardless's bursts included.
 */
export const directDebitWebhooksRoutes: FastifyPluginAsyncZod<{ mandates: MandatesService }> = async (
  app,
  { mandates },
) => {
  // The signature is over the bytes as sent, so this scope keeps the body raw, whatever its content type.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/api/direct-debit/webhooks/:provider',
    {
      bodyLimit: webhookBodyLimit,
      schema: {
        tags: ['direct-debit'],
        summary: 'A direct-debit provider’s webhook (GoCardless), signed in Webhook-Signature',
        params: z.object({ provider: z.string().max(40) }),
        response: { 204: z.null(), 404: errorEnvelope, 498: errorEnvelope },
      },
    },
    async (request, reply) => {
      const signature = request.headers['webhook-signature'];
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      try {
        const known = await mandates.receiveWebhook(
          request.params.provider,
          body,
          typeof signature === 'string' ? signature : undefined,
        );
        if (!known) throw notFound();
      } catch (error) {
        // GoCardless's documented answer to a signature that is not its own: 498 Token Invalid.
        if (error instanceof WebhookRejected) throw new HttpError(498, 'Invalid webhook signature.');
        throw error;
      }
      return reply.status(204).send(null);
    },
  );
};
