import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CollectionStatus, MandateStatus, ProviderEvent } from './provider';

/** A webhook is GoCardless's when its Webhook-Signature is the hex HMAC-SHA256 of the raw body under our secret. */
export function isSignedBy(secret: string, rawBody: string | Buffer, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  const given = Buffer.from(signature, 'hex');
  // Compared in constant time, so the answer's timing tells nothing of the expected signature.
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** What each action of GoCardless's tells of a mandate; actions not listed change nothing of ours. */
const mandateActions = new Map<string, MandateStatus>([
  ['created', 'submitted'],
  ['submitted', 'submitted'],
  ['active', 'active'],
  ['reinstated', 'active'],
  ['failed', 'failed'],
  ['cancelled', 'cancelled'],
  ['expired', 'cancelled'],
]);

/** Confirmed is paid: the money has been collected, whether or not GoCardless has paid it out yet. */
const paymentActions = new Map<string, CollectionStatus>([
  ['submitted', 'pending'],
  ['confirmed', 'paid'],
  ['paid_out', 'paid'],
  ['failed', 'failed'],
  ['charged_back', 'failed'],
  ['cancelled', 'cancelled'],
]);

type GoCardlessEvent = {
  id: string;
  resource_type: string;
  action: string;
  links?: { mandate?: string; payment?: string };
  details?: { cause?: string };
};

/** The events of a webhook whose signature has been checked, in GoCardless's order. */
export function eventsOf(rawBody: string | Buffer): ProviderEvent[] {
  const { events } = JSON.parse(rawBody.toString()) as { events: GoCardlessEvent[] };
  return events.flatMap((event): ProviderEvent[] => {
    const mandate = mandateActions.get(event.action);
    if (event.resource_type === 'mandates' && mandate && event.links?.mandate)
      return [{ resource: 'mandate', reference: event.links.mandate, status: mandate, eventId: event.id }];
    const payment = paymentActions.get(event.action);
    if (event.resource_type === 'payments' && payment && event.links?.payment)
      return [
        {
          resource: 'collection',
          reference: event.links.payment,
          status: payment,
          eventId: event.id,
          failureReason:
            payment === 'failed' || payment === 'cancelled' ? (event.details?.cause ?? event.action) : null,
        },
      ];
    return [];
  });
}
