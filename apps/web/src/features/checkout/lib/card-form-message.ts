/** What the gateway's card form (or its challenge page) tells this page through postMessage. */
export type CardFormMessage =
  | { kind: 'authorized' }
  | { kind: 'challenge'; challengeUrl: string }
  | { kind: 'failed'; message: string | null };

function field(data: Record<string, unknown>, ...names: string[]): unknown {
  for (const name of names) if (data[name] !== undefined) return data[name];
  return undefined;
}

const authorizedStatuses = new Set(['requires_capture', 'authorized', 'succeeded']);
const failedStatuses = new Set(['failed', 'requires_payment_method', 'canceled', 'error', 'declined']);

/**
 * Reads a card form message, whatever its key case: requires_capture / authorized, requires_action
 * with a challenge address, or a failure with a message. Anything else (resizes, unknown senders'
 * noise) is null and ignored.
 */
export function readCardFormMessage(raw: unknown): CardFormMessage | null {
  const parsed = typeof raw === 'string' ? safeParse(raw) : raw;
  if (!parsed || typeof parsed !== 'object') return null;
  const outer = parsed as Record<string, unknown>;
  const inner =
    outer.payment && typeof outer.payment === 'object' ? (outer.payment as Record<string, unknown>) : {};
  const data = { ...inner, ...outer };
  const status = field(data, 'status');
  if (typeof status !== 'string') return null;
  const message = field(data, 'message', 'error', 'lastError', 'last_error');
  if (authorizedStatuses.has(status)) return { kind: 'authorized' };
  if (status === 'requires_action') {
    const url = field(data, 'challengeUrl', 'challenge_url', 'redirectUrl', 'redirect_url', 'url');
    return typeof url === 'string' ? { kind: 'challenge', challengeUrl: url } : null;
  }
  if (failedStatuses.has(status))
    return { kind: 'failed', message: typeof message === 'string' ? message : null };
  return null;
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The origin whose messages count: the one prepare names, else the card form's own. */
export function gatewayOrigin(named: string | null, cardFormUrl: string | null, base: string): string | null {
  if (named) return new URL(named, base).origin;
  if (cardFormUrl) return new URL(cardFormUrl, base).origin;
  return null;
}
