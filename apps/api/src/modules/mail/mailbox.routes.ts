import { errorEnvelope } from '@leisure/contracts/envelope';
import { mailboxQuery, mailboxResponse } from '@leisure/contracts/mailbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../platform/http/errors';
import type { ClientsService } from '../clients/clients.service';
import type { MailService } from './mail.service';
import { renderMailboxPage } from './mailbox-page';

type Options = { mail: MailService; clients: ClientsService };

/**
 * The development mailbox, as JSON and as a page. It exists only while mail stays in the outbox: once
 * SMTP_URL is set, mail is real and these addresses answer 404.
 */
export const mailboxRoutes: FastifyPluginAsyncZod<Options> = async (app, { mail, clients }) => {
  const enabled = mail.transport === 'outbox';

  app.get(
    '/api/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Emails kept by the outbox transport, newest first (not served when SMTP_URL is set)',
        querystring: mailboxQuery,
        response: { 200: mailboxResponse, 404: errorEnvelope },
      },
    },
    async (request) => {
      if (!enabled) throw notFound();
      const rows = await mail.mailbox(request.clientId, request.query.to);
      return {
        data: rows.map((m) => ({
          id: m.id,
          to: m.toAddress,
          subject: m.subject,
          text: m.textBody,
          html: m.htmlBody,
          createdAt: m.createdAt.toISOString(),
        })),
      };
    },
  );

  app.get('/dev/mailbox', { schema: { hide: true, querystring: mailboxQuery } }, async (request, reply) => {
    if (!enabled) return reply.status(404).send({ message: 'Not found.' });
    // Outside /api the operator hook does not run: this page finds its operator itself.
    const clientId = await clients.resolveOperator(request.hostname);
    if (clientId === null) return reply.status(404).send({ message: 'Unknown operator.' });
    const [rows, client] = await Promise.all([
      mail.mailbox(clientId, request.query.to),
      clients.getClient(clientId),
    ]);
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderMailboxPage(rows, client.name, request.query.to));
  });
};
