export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

type LinkEmail = { operatorName: string; firstName: string; link: string };
export type RenderedEmail = { subject: string; text: string; html: string };

function render(
  { operatorName, firstName, link }: LinkEmail,
  subject: string,
  lines: string[],
  button: string,
  after: string,
): RenderedEmail {
  const text = [`Hello ${firstName},`, '', ...lines, '', link, '', after, '', operatorName].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="en"><body style="font-family: Arial, sans-serif; color: #1d1d26; line-height: 1.5">
<p>Hello ${e(firstName)},</p>
${lines.map((line) => `<p>${e(line)}</p>`).join('\n')}
<p><a href="${e(link)}" style="display: inline-block; padding: 10px 16px; background: #6b2fa0; color: #ffffff; text-decoration: none; border-radius: 4px">${e(button)}</a></p>
<p>If the button does not work, copy this address into your browser:<br>${e(link)}</p>
<p>${e(after)}</p>
<p>${e(operatorName)}</p>
</body></html>`;
  return { subject, text, html };
}

export function passwordResetEmail(values: LinkEmail): RenderedEmail {
  return render(
    values,
    `Reset your ${values.operatorName} password`,
    [
      `We received a request to reset the password of your ${values.operatorName} account.`,
      'Open this link within 60 minutes to choose a new password. It works once.',
    ],
    'Reset password',
    'If you did not ask for this, you can ignore this email: your password has not changed.',
  );
}

export function activationEmail(values: LinkEmail): RenderedEmail {
  return render(
    values,
    `Activate your ${values.operatorName} account`,
    [
      `Your ${values.operatorName} account is ready to be activated online.`,
      'Open this link within 24 hours to choose your password. It works once.',
    ],
    'Activate account',
    'If you did not ask for this, you can ignore this email.',
  );
}

export type ConfirmedBooking = { name: string; when: string; where: string; attendee: string | null };

/** The booking confirmation sent when an order completes; the sessions ride along as an .ics file. */
export function bookingConfirmationEmail({
  operatorName,
  firstName,
  orderId,
  total,
  bookings,
  link,
}: {
  operatorName: string;
  firstName: string;
  orderId: number;
  total: string;
  bookings: ConfirmedBooking[];
  link: string;
}): RenderedEmail {
  const e = escapeHtml;
  const describe = (b: ConfirmedBooking) =>
    `${b.name}, ${b.when}, ${b.where}${b.attendee ? ` (for ${b.attendee})` : ''}`;
  const subject = `Your booking is confirmed (order ${orderId})`;
  const text = [
    `Hello ${firstName},`,
    '',
    `Thank you for your booking with ${operatorName}. Order ${orderId}, total ${total}:`,
    '',
    ...bookings.map((b) => `- ${describe(b)}`),
    '',
    'The attached calendar file adds your sessions to your calendar.',
    `See your bookings: ${link}`,
    '',
    operatorName,
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="font-family: Arial, sans-serif; color: #1d1d26; line-height: 1.5">
<p>Hello ${e(firstName)},</p>
<p>Thank you for your booking with ${e(operatorName)}. Order ${orderId}, total ${e(total)}:</p>
<ul>${bookings.map((b) => `<li>${e(describe(b))}</li>`).join('')}</ul>
<p>The attached calendar file adds your sessions to your calendar.</p>
<p><a href="${e(link)}">See your bookings</a></p>
<p>${e(operatorName)}</p>
</body></html>`;
  return { subject, text, html };
}

/** The card could not be charged after the order was made (its authorisation lapsed): the places go back. */
export function orderReversedEmail(values: LinkEmail & { orderId: number; items: string[] }): RenderedEmail {
  return render(
    values,
    `Your booking could not be completed (order ${values.orderId})`,
    [
      `We could not take the payment for order ${values.orderId}: your card issuer no longer holds the money for it. You have not been charged.`,
      values.items.length > 0
        ? `So the order is cancelled and these places are no longer booked for you: ${values.items.join('; ')}.`
        : 'So the order is cancelled.',
      'Any credit the order used has been returned to your account. You are welcome to book again.',
    ],
    'Book again',
    'We are sorry for the trouble.',
  );
}
