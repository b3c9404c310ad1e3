import type { Executor } from '../../platform/db/client';
import { type CustomerCardRow, createCustomerSearchRepository } from './customer-search.repository';
import { createLinkedUsersRepository, type LinkedUserRow } from './linked-users.repository';

export type { CustomerCardRow, LinkedUserRow };

/**
 * The desk's reading of customers (issue 18): a page of account holders matching a prefix, one holder,
 * and their linked family. Staff checks are the caller's (the staff guard).
 */
export function createCustomerSearch(executor: Executor) {
  const search = createCustomerSearchRepository(executor);
  return {
    /** `total` is null for a page past the last (the count rides on the rows). */
    async page(clientId: number, q: string, page: number, perPage: number) {
      const found = await search.search(clientId, q, perPage, (page - 1) * perPage);
      if (found.total === null && page > 1) {
        const first = await search.search(clientId, q, 1, 0);
        return { rows: [], total: first.total ?? 0 };
      }
      return { rows: found.rows, total: found.total ?? 0 };
    },
    holder: (clientId: number, id: number) => search.holder(clientId, id),
    family: (clientId: number, holderId: number) =>
      createLinkedUsersRepository(executor).list(clientId, holderId),
  };
}
export type CustomerSearch = ReturnType<typeof createCustomerSearch>;
