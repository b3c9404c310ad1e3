import { notFound, unprocessable } from '../../platform/http/errors';
import type { SessionContext } from '../../platform/http/session';
import type { LinkedUsersService } from '../users/linked-users.service';
import { hashVisitorKey } from './visitor-basket';

/** Who a cart call comes from: a session, or a visitor with (perhaps) a basket cookie. */
export type BasketCaller = {
  clientId: number;
  session: SessionContext | null;
  visitorKey: string | null;
  selectedUserId?: number;
  /** The call came through the desk's URL (/api/foh/activities/cart…) from a staff member the guard let in. */
  desk?: boolean;
};

/**
 * Whose basket a call works on and for whom its lines are by default. A customer's basket is their own;
 * `selected_user_id` names the family member they book for. At the desk a staff member fills a basket of
 * their own for the selected customer (one per staff member and customer), whose credit it may use.
 */
export type BasketOwner =
  | {
      kind: 'user';
      clientId: number;
      userId: number;
      attendeeId: number;
      /** Whose credit the basket shows and takes: the customer's, also at front of house. */
      creditUserId: number;
      /** The acting user's full name, when the call read them (the basket shows it on their own lines). */
      name?: string;
      /** At the desk: the customer this staff member's basket is for (carts.kind 'foh'). */
      deskCustomerId?: number;
    }
  | { kind: 'visitor'; clientId: number; keyHash: string | null };

/** The users the basket looks up: whether someone exists and is a customer, an account holder. */
export type BasketUsers = {
  findById(
    clientId: number,
    userId: number,
  ): Promise<{
    id: number;
    role: string;
    firstName: string;
    lastName: string;
    parentUserId: number | null;
  } | null>;
};

type Deps = { users: BasketUsers; linkedUsers: Pick<LinkedUsersService, 'assertActsFor'> };

export const chooseCustomerMessage = 'Please choose the customer to sell to.';

export async function resolveOwner({ users, linkedUsers }: Deps, caller: BasketCaller): Promise<BasketOwner> {
  const { clientId, session, selectedUserId } = caller;
  if (!session) {
    return {
      kind: 'visitor',
      clientId,
      keyHash: caller.visitorKey ? hashVisitorKey(caller.visitorKey) : null,
    };
  }
  const acting = session.user;
  const name = `${acting.firstName} ${acting.lastName}`;
  if (caller.desk) return deskOwner(users, caller, name);
  // The customer's URL is a customer's basket, whoever calls it: staff sell through the desk's (decision 053).
  const base = { kind: 'user' as const, clientId, userId: acting.id, name };
  if (!selectedUserId || selectedUserId === acting.id) {
    return { ...base, attendeeId: acting.id, creditUserId: acting.id };
  }
  await linkedUsers.assertActsFor(clientId, acting.id, selectedUserId);
  return { ...base, attendeeId: selectedUserId, creditUserId: acting.id };
}

/** A staff member's basket for one customer of the operator: the lines are theirs, and so is the credit. */
async function deskOwner(users: BasketUsers, caller: BasketCaller, name: string): Promise<BasketOwner> {
  const { clientId, session, selectedUserId } = caller;
  if (!selectedUserId)
    throw unprocessable({ selected_user_id: [chooseCustomerMessage] }, chooseCustomerMessage);
  const customer = await users.findById(clientId, selectedUserId);
  // An account holder: a family member is sold to through them, as their attendee (decision 053).
  if (customer?.role !== 'customer' || customer.parentUserId !== null) throw notFound('Customer not found.');
  return {
    kind: 'user',
    clientId,
    userId: session!.user.id,
    name,
    attendeeId: selectedUserId,
    creditUserId: selectedUserId,
    deskCustomerId: selectedUserId,
  };
}

/** A customer books for themself or a linked family member (else 403); the desk for its customer's family. */
export async function assertMayBookFor(
  { linkedUsers }: Deps,
  owner: Extract<BasketOwner, { kind: 'user' }>,
  userId: number,
): Promise<void> {
  const holder = owner.deskCustomerId ?? owner.userId;
  if (userId === holder) return;
  return linkedUsers.assertActsFor(owner.clientId, holder, userId);
}
