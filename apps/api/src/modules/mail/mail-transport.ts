import nodemailer from 'nodemailer';

export type OutgoingEmail = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; content: string; contentType: string }[];
};

/**
 * Where mail goes. 'outbox': nowhere — the row in outbox_emails is the mail, and the dev mailbox shows it
 * (the embedded default, so a fresh clone needs no mail server). 'smtp': handed to a relay by nodemailer.
 */
export type MailTransport = { name: 'outbox' | 'smtp'; deliver(email: OutgoingEmail): Promise<void> };

export function createMailTransport(smtpUrl: string | undefined): MailTransport {
  if (!smtpUrl) return { name: 'outbox', deliver: async () => {} };
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async deliver(email) {
      await transporter.sendMail(email);
    },
  };
}
