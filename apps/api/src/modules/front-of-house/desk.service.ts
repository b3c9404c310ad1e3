import type { DeskDeps } from './desk.ports';
import { createDeskCustomers } from './desk-customers';
import { createDeskReceipts } from './desk-receipt';
import { createDeskSale } from './desk-sale';
import { createTakings } from './takings';

export type { DeskDeps } from './desk.ports';

/** Selling at the desk (decision 053): each use case in a file of its own over the same ports. */
export function createDesk(deps: DeskDeps) {
  return {
    customers: createDeskCustomers(deps),
    basket: deps.basket,
    sale: createDeskSale(deps),
    receipts: createDeskReceipts(deps),
    takings: createTakings(deps),
  };
}
export type Desk = ReturnType<typeof createDesk>;
