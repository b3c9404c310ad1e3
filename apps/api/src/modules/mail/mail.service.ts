import type { Db, Executor } from '../../platform/db/client';
import { createMailRepository } from './mail.repository';
import type { MailTransport } from './mail-transport';

/**
 * A file sent with an email (a booking's .ics, say), handed to the relay. One with a `cid` is an image the
 * HTML shows inline (`<img src="cid:…">`, a guest pass's QR code): the outbox row keeps those, so the dev
 * mailbox shows the email as it arrives; other files are not kept.
 */
export type EmailAttachment = {
  filename: string;
  content: string | Buffer;
  contentType: string;
  cid?: string;
};
export type Email = {
  clientId: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: EmailAttachment[];
};

type Deps = {
  db: Db;
  transport: MailTransport;
  from: string;
  onDeliveryError?: (err: unknown, emailId: number) => void;
  now?: () => Date;
};

function inlineImages(attachments: EmailAttachment[] | undefined) {
  const inline = (attachments ?? []).filter((a) => a.cid);
  if (inline.length === 0) return null;
  return inline.map((a) => ({
    cid: a.cid!,
    contentType: a.contentType,
    base64: Buffer.from(a.content).toString('base64'),
  }));
}

export type Queued = { id: number; deliver: () => Promise<void> };

export function createMailService({ db, transport, from, onDeliveryError, now = () => new Date() }: Deps) {
  return {
    transport: transport.name,
    /**
     * Writes the email in the caller's transaction, so it exists exactly when what it announces does
     * (a reset token, say). The caller calls `deliver` after the commit: a relay is never held up inside
     * a transaction, and a failed relay loses nothing (the row stays undelivered).
     */
    async queue(tx: Executor, email: Email): Promise<Queued> {
      const id = await createMailRepository(tx).insert({
        clientId: email.clientId,
        toAddress: email.to,
        subject: email.subject,
        textBody: email.text,
        htmlBody: email.html,
        inlineImages: inlineImages(email.attachments),
        transport: transport.name,
      });
      return {
        id,
        deliver: async () => {
          if (transport.name === 'outbox') return;
          try {
            await transport.deliver({
              from,
              to: email.to,
              subject: email.subject,
              text: email.text,
              html: email.html,
              ...(email.attachments?.length ? { attachments: email.attachments } : {}),
            });
            await createMailRepository(db).markDelivered(email.clientId, id, now());
          } catch (err) {
            onDeliveryError?.(err, id);
          }
        },
      };
    },
    /** The dev mailbox: only while mail stays in the outbox. */
    mailbox(clientId: number, to: string | undefined) {
      return createMailRepository(db).listRecent(clientId, to, 50);
    },
  };
}
export type MailService = ReturnType<typeof createMailService>;
