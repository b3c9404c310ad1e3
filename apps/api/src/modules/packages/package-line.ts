import { packageCartType } from '@leisure/contracts/packages';
import { HttpError, notFound, unauthenticated } from '../../platform/http/errors';
import { type LinePrice, type LineType, plainResource } from '../basket/line-type';
import { createPackagesRepository } from './packages.repository';
import { areaOf, packageExpiry } from './packages.service';

export const packageInBasketMessage = 'This package is already in your basket.';
export const packageGoneMessage = 'This package is no longer on sale.';
export const signInToBuyPackagesMessage = 'Please sign in to buy a package.';

const maxId = 2_147_483_647;

/**
 * A package bought in the basket (docs/decisions/019-line-types.md, 049-packages.md): added by the package's
 * id for the customer (or a family member they act for), priced at the package's price, holding nothing.
 * At pay it must still be on sale (a new price is answered as stale); the order makes an active purchase
 * that ends `validDays` after the day it was bought, and an undone order reverses it.
 */
export const packageLine: LineType = {
  name: 'package',
  addTypes: [packageCartType],
  cartableTypes: [packageCartType],

  async add(tx, basket, items) {
    const { owner, store } = basket;
    if (owner.kind === 'visitor') throw unauthenticated(signInToBuyPackagesMessage);
    const ids = items.map((i) => Number(i.id)).filter((id) => id <= maxId);
    const rows = new Map(
      (await createPackagesRepository(tx).byIds(owner.clientId, ids)).map((p) => [p.id, p]),
    );
    for (const item of items) {
      const row = rows.get(Number(item.id));
      if (!row?.active) throw notFound();
      const forUser = basket.attendeeOf(item.purchasedForUserId);
      // One of each package per person in a basket: a second is more likely a double click than a wish.
      const lines = await store.lines();
      if (
        lines.some(
          (l) =>
            l.cartableType === packageCartType && l.cartableId === row.id && l.purchasedForUserId === forUser,
        )
      )
        throw new HttpError(409, packageInBasketMessage);
      await store.insert({
        cartableType: packageCartType,
        cartableId: row.id,
        purchasedForUserId: forUser,
        name: row.name,
        unitPrice: row.price,
      });
    }
  },

  async show(executor, clientId, lines) {
    const rows = await createPackagesRepository(executor).byIds(
      clientId,
      lines.flatMap((l) => (l.cartableId ? [l.cartableId] : [])),
    );
    const areas = new Map(rows.map((r) => [r.id, areaOf(r)]));
    return new Map(
      lines.map((l) => [l.id, { ...plainResource(l), venueName: areas.get(l.cartableId ?? 0) ?? null }]),
    );
  },

  async checkAtPay(tx, order, lines) {
    const rows = new Map(
      (
        await createPackagesRepository(tx).byIds(
          order.clientId,
          lines.map((l) => l.cartableId ?? 0),
        )
      ).map((p) => [p.id, p]),
    );
    const stale: LinePrice[] = [];
    for (const line of lines) {
      const row = rows.get(line.cartableId ?? 0);
      if (!row?.active) throw new HttpError(409, packageGoneMessage);
      if (row.price !== line.unitPrice)
        stale.push({
          lineId: line.id,
          unitPrice: row.price,
          pricingOptionId: null,
          benefitApplied: false,
          packageApplied: false,
        });
    }
    return {
      stale,
      async fulfil(tx, order, line) {
        const row = rows.get(line.cartableId!)!;
        const id = await createPackagesRepository(tx).activate({
          clientId: order.clientId,
          userId: order.attendeeOf(line),
          packageId: row.id,
          orderId: order.orderId,
          purchasedAt: order.now,
          expiresAt: packageExpiry(order.now, row.validDays),
        });
        return { made: id };
      },
    };
  },

  orderItem: (line, order) => ({ type: packageCartType, purchasedForUserId: order.attendeeOf(line) }),
  reverse: (tx, { orderId }) => createPackagesRepository(tx).reverseOrder(orderId),
};
