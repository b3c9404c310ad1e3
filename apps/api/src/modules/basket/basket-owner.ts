import { notFound } from '../../platform/http/errors';
import type { SessionContext } from '../../platform/http/session';
import type { LinkedUsersService } from '../users/linked-users.service';
import { hashVisitorKey } from './visitor-basket';

/** Who a cart call comes from: a session, or a visitor with (perhaps) a basket cookie. */
export type BasketCaller = {
  clientId: number;
  session: SessionContext | null;
  visitorKey: string | null;
  selectedUserId?: number;
};

/**
 * Whose basket a call works on and for whom its lines are by default. A customer's basket is their own;
 * `selected_user_id` names the family member they book for. Staff at front of house fill their own
 * basket for the selected customer (the checkout books it for them), whose credit it may use.
 */
export type BasketOwner =
  | {
      kind: 'user';
      clientId: number;
      userId: number;
      isStaff: boolean;
      attendeeId: number;
      /** Whose credit the basket shows and takes: the customer's, also at front of house. */
      creditUserId: number;
      /** The acting user's full name, when the call read them (the basket shows it on their own lines). */
      name?: string;
    }
  | { kind: 'visitor'; clientId: number; keyHash: string | null };

/** The users the basket looks up: whether someone exists, and whether they are staff. */
export type BasketUsers = {
  findById(
    clientId: number,
    userId: number,
  ): Promise<{ id: number; role: string; firstName: string; lastName: string } | null>;
};

type Deps = { users: BasketUsers; linkedUsers: Pick<LinkedUsersService, 'assertActsFor'> };

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
  const isStaff = acting.role === 'staff';
  const name = `${acting.firstName} ${acting.lastName}`;
  const base = { kind: 'user' as const, clientId, userId: acting.id, isStaff, name };
  if (!selectedUserId || selectedUserId === acting.id) {
    return { ...base, attendeeId: acting.id, creditUserId: acting.id };
  }
  await assertMayBookFor(
    { users, linkedUsers },
    { ...base, attendeeId: acting.id, creditUserId: acting.id },
    selectedUserId,
  );
  return { ...base, attendeeId: selectedUserId, creditUserId: isStaff ? selectedUserId : acting.id };
}

/** A customer books for themself or a linked family member (else 403); staff for any customer of theirs. */
export async function assertMayBookFor(
  { users, linkedUsers }: Deps,
  owner: Extract<BasketOwner, { kind: 'user' }>,
  userId: number,
): Promise<void> {
  if (!owner.isStaff) return linkedUsers.assertActsFor(owner.clientId, owner.userId, userId);
  if (!(await users.findById(owner.clientId, userId))) throw notFound();
}
