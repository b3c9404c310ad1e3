import { randomUUID } from 'node:crypto';
import type { CompleteCheckoutRequest } from '@leisure/contracts/checkout';
import { forbidden, notFound, unprocessable } from '../../platform/http/errors';
import type { SessionContext } from '../../platform/http/session';
import { createUsersDirectory } from '../users/users-directory';
import type { CheckoutContext } from './checkout-context';

/** Front of house: a staff member's basket, paid in offline tenders, booked for the chosen customer. */
export async function payAtFrontOfHouse(
  ctx: CheckoutContext,
  session: SessionContext,
  body: CompleteCheckoutRequest,
  headerKey: string | undefined,
) {
  const { deps, now, finish } = ctx;
  const { db } = deps;
  const { clientId, userId } = session;
  const users = createUsersDirectory(db);
  const staff = await users.findById(clientId, userId);
  if (staff?.role !== 'staff') throw forbidden();
  if (!body.selectedUserId)
    throw unprocessable({ selected_user_id: ['Please choose the customer to book for.'] });
  const customer = await users.findById(clientId, body.selectedUserId);
  if (!customer) throw notFound('Customer not found.');
  if (body.payments.some((p) => p.tenderType === 'card')) {
    throw unprocessable({
      payments: ['Card payments are taken at the terminal: record them as offline tenders.'],
    });
  }
  const given = body.payments.flatMap((p) => (p.tenderType === 'card' ? [] : [p]));
  // Without tenders in the call, the ones put against the basket (PUT cart/payments) pay it.
  const credit = given.length > 0 ? (given.find((t) => t.tenderType === 'credit')?.amount ?? 0) : null;
  return finish({
    clientId,
    orderUserId: customer.id,
    cartUserId: userId,
    idempotencyKey: body.idempotencyKey ?? headerKey ?? randomUUID(),
    source: 'foh',
    credit,
    offline: given.length > 0 ? given.filter((t) => t.tenderType !== 'credit') : null,
    payment: null,
    now: now(),
  });
}
