import { escapeHtml, type RenderedEmail } from '../mail/mail-templates';

export type OfferEmail = {
  operatorName: string;
  firstName: string;
  activityName: string;
  /** When the session starts and until when the offer waits, already in venue time. */
  when: string;
  deadline: string;
  venueName: string;
  link: string;
};

/** The email that tells the first in the queue a place is theirs if they accept in time. */
export function waitlistOfferEmail(v: OfferEmail): RenderedEmail {
  const subject = `A place is free: ${v.activityName}, ${v.when}`;
  const lines = [
    `A place has become free in ${v.activityName} at ${v.venueName} on ${v.when}, and you are next on the waitlist.`,
    `It is held for you until ${v.deadline}. Accept it before then to book it; after that it is offered to the next person.`,
  ];
  const text = [`Hello ${v.firstName},`, '', ...lines, '', v.link, '', v.operatorName].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="en"><body style="font-family: Arial, sans-serif; color: #1d1d26; line-height: 1.5">
<p>Hello ${e(v.firstName)},</p>
${lines.map((line) => `<p>${e(line)}</p>`).join('\n')}
<p><a href="${e(v.link)}" style="display: inline-block; padding: 10px 16px; background: #6b2fa0; color: #ffffff; text-decoration: none; border-radius: 4px">Accept the place</a></p>
<p>If the button does not work, copy this address into your browser:<br>${e(v.link)}</p>
<p>${e(v.operatorName)}</p>
</body></html>`;
  return { subject, text, html };
}
