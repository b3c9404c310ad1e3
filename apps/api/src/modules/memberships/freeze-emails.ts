import { escapeHtml, type RenderedEmail } from '../mail/mail-templates';

/** The emails a freeze request sends: asked for, approved, refused. Plain words, one link to the list. */
type FreezeEmail = {
  operatorName: string;
  firstName: string;
  membershipName: string;
  /** '1 December 2026'. */
  from: string;
  /** The last frozen day. */
  to: string;
  link: string;
};

function render(values: FreezeEmail, subject: string, lines: string[]): RenderedEmail {
  const text = [`Hello ${values.firstName},`, '', ...lines, '', values.link, '', values.operatorName].join(
    '\n',
  );
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="en"><body style="font-family: Arial, sans-serif; color: #1d1d26; line-height: 1.5">
<p>Hello ${e(values.firstName)},</p>
${lines.map((line) => `<p>${e(line)}</p>`).join('\n')}
<p><a href="${e(values.link)}">See your memberships</a></p>
<p>${e(values.operatorName)}</p>
</body></html>`;
  return { subject, text, html };
}

export const freezeRequestedEmail = (v: FreezeEmail) =>
  render(v, `We have your request to freeze ${v.membershipName}`, [
    `You asked to freeze your ${v.membershipName} membership from ${v.from} to ${v.to}.`,
    'We will look at your request within 5 working days and email you when it is decided.',
  ]);

export const freezeApprovedEmail = (v: FreezeEmail) =>
  render(v, `Your ${v.membershipName} freeze is approved`, [
    `Your ${v.membershipName} membership will be frozen from ${v.from} to ${v.to}.`,
    'It starts again by itself the day after.',
  ]);

export const freezeRejectedEmail = (v: FreezeEmail & { reason: string }) =>
  render(v, `Your ${v.membershipName} freeze was not approved`, [
    `We could not approve freezing your ${v.membershipName} membership from ${v.from} to ${v.to}.`,
    `The reason: ${v.reason}`,
    'Your membership carries on as before. You may ask again from your memberships page.',
  ]);
