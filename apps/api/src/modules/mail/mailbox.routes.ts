import { errorEnvelope } from '@leisure/contracts/envelope';
import { mailboxQuery, mailboxResponse } from '@leisure/contracts/mailbox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ResolveSession } from '../../platform/http/session';
import type { ClientsService } from '../clients/clients.service';
import type { MailService } from './mail.service';
import { createMailboxAccess } from './mailbox-access';
import { renderMailboxPage } from './mailbox-page';

type Options = {
  mail: MailService;
  clients: ClientsService;
  /** config.devMailbox: DEV_MAILBOX on and no SMTP_URL. */
  enabled: boolean;
  resolveSession: ResolveSession;
};

/**
 * The development mailbox, as JSON and as a page (decision 016). Reset links are in it, so it answers only
 * when DEV_MAILBOX turns it on and mail stays in the outbox, and then only this machine and signed-in staff;
 * anyone else gets the not-found answer. The routes stay registered when it is off so that the page's
 * address is a 404 then too, not the web app's fallback page.
 */
export const mailboxRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { mail, clients, enabled, resolveSession },
) => {
  const mayRead = createMailboxAccess(resolveSession);
  // Judged on request, before the query is validated, so that a refusal cannot be told from a route
  // that does not exist.
  const refuseUnless = (allowed: (request: FastifyRequest) => Promise<boolean>) =>
    async function mailboxAccess(request: FastifyRequest, reply: FastifyReply) {
      if (!enabled || !(await allowed(request))) {
        reply.callNotFound();
        return reply;
      }
    };

  app.get(
    '/api/dev/mailbox',
    {
      onRequest: refuseUnless((request) => mayRead(request, request.clientId)),
      schema: {
        hide: !enabled,
        tags: ['dev'],
        summary: 'Emails kept in the outbox, newest first (DEV_MAILBOX on; this machine or staff only)',
        querystring: mailboxQuery,
        response: { 200: mailboxResponse, 404: errorEnvelope },
      },
    },
    async (request) => {
      const rows = await mail.mailbox(request.clientId, request.query.to);
      return {
        data: rows.map((m) => ({
          id: m.id,
          to: m.toAddress,
          subject: m.subject,
          text: m.textBody,
          html: m.htmlBody,
          inlineImages: (m.inlineImages ?? []).map((i) => ({
            cid: i.cid,
            contentType: i.contentType,
            content: i.base64,
          })),
          createdAt: m.createdAt.toISOString(),
        })),
      };
    },
  );

  // Outside /api the operator hook does not run: this page finds its operator itself.
  const operatorOf = (request: FastifyRequest) => clients.resolveOperator(request.hostname);
  app.get(
    '/dev/mailbox',
    {
      onRequest: refuseUnless(async (request) => {
        const clientId = await operatorOf(request);
        return clientId !== null && (await mayRead(request, clientId));
      }),
      schema: { hide: true, querystring: mailboxQuery },
    },
    async (request, reply) => {
      const clientId = await operatorOf(request);
      if (clientId === null) return reply.callNotFound();
      const [rows, client] = await Promise.all([
        mail.mailbox(clientId, request.query.to),
        clients.getClient(clientId),
      ]);
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderMailboxPage(rows, client.name, request.query.to));
    },
  );
};
