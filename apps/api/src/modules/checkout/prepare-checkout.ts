import { toPrice } from '@leisure/contracts/money';
import type { SessionContext } from '../../platform/http/session';
import type { CheckoutContext } from './checkout-context';

export async function prepare(
  ctx: CheckoutContext,
  session: SessionContext,
  query: { creditAmount?: number | undefined; selectedUserId?: number | null | undefined },
) {
  const { deps, now, amounts } = ctx;
  const { gateway, terms, savedCards, clientOf } = deps;
  const { clientId, userId } = session;
  if (query.selectedUserId) await deps.mayBookFor(clientId, userId, query.selectedUserId);
  const [a, client] = await Promise.all([amounts(clientId, userId, query.creditAmount), clientOf(clientId)]);
  const cur = client.currency;
  const [termsList, cards] = await Promise.all([
    a.cart ? terms.list(clientId, a.cart.cartId) : Promise.resolve([]),
    savedCards.list(clientId, userId, now()),
  ]);
  return {
    provider: a.due > 0 ? gateway.provider : ('none' as const),
    total: toPrice(a.total, cur),
    creditAvailable: toPrice(a.balance, cur),
    creditMaxApplicable: toPrice(a.maxApplicable, cur),
    amountDue: toPrice(a.due, cur),
    paymentRequired: a.due > 0,
    currency: cur,
    gateway: gateway.publicSettings(),
    savedCards: cards,
    termsIds: termsList.map((t) => t.id),
  };
}
