export type OutgoingEmail = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** nodemailer sends one with a `cid` inline, in a multipart/related part beside the HTML. */
  attachments?: { filename: string; content: string | Buffer; contentType: string; cid?: string }[];
};

/**
 * Where mail goes. 'outbox': nowhere — the row in outbox_emails is the mail, and the dev mailbox shows it
 * (the embedded default, so a fresh clone needs no mail server). 'smtp': handed to a relay by nodemailer.
 */
export type MailTransport = { name: 'outbox' | 'smtp'; deliver(email: OutgoingEmail): Promise<void> };

export function createMailTransport(smtpUrl: string | undefined): MailTransport {
  if (!smtpUrl) return { name: 'outbox', deliver: async () => {} };
  // Loaded with the first mail sent, not at start: the embedded default never needs it.
  let transporter: Promise<{ sendMail(email: OutgoingEmail): Promise<unknown> }> | undefined;
  return {
    name: 'smtp',
    async deliver(email) {
      transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport(smtpUrl),
      );
      await (await transporter).sendMail(email);
    },
  };
}
