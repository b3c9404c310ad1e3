import { joiningTermsTypes } from '@leisure/contracts/terms';
import type { Executor } from '../../platform/db/client';
import { sanitiseHtml } from '../../platform/sanitise-html';
import { createTermsRepository, type TermsRepository, type TermsUse } from './terms.repository';

export const termsNotAcceptedMessage = 'You must accept the terms and conditions.';

/** Whether every active term of a use is among those accepted, read through the caller's executor. */
export async function allTermsAccepted(
  executor: Executor,
  clientId: number,
  use: TermsUse,
  accepted: number[],
) {
  const required = await createTermsRepository(executor).listActive(clientId, use);
  return required.every((t) => accepted.includes(t.id));
}

export function createTermsService(repository: TermsRepository) {
  return {
    /**
     * Registration terms without a basket; checkout terms with one. The basket is not looked up yet: no
     * basket holds anything until the booking engine arrives, and that work narrows this by what it holds.
     */
    async list(clientId: number, cartId: number | undefined) {
      const use: TermsUse = cartId === undefined ? 'registration' : 'checkout';
      const rows = await repository.listActive(clientId, use);
      // Sanitised when stored and again here, before any browser renders it (ARCHITECTURE.md).
      return Promise.all(
        rows.map(async (t) => ({ id: t.id, title: t.title, html: await sanitiseHtml(t.html) })),
      );
    },

    /** The terms a join asks for, each kind ticked on its own box (spec part 2 §4 Terms). */
    async joining(clientId: number) {
      const kinds = await Promise.all(
        joiningTermsTypes.map(async (type) =>
          (await repository.listActive(clientId, type)).map((t) => ({ ...t, type })),
        ),
      );
      return Promise.all(
        kinds
          .flat()
          .map(async (t) => ({ id: t.id, title: t.title, html: await sanitiseHtml(t.html), type: t.type })),
      );
    },

    /** Whether every active term of a use is among those accepted. */
    async allAccepted(clientId: number, use: TermsUse, accepted: number[]): Promise<boolean> {
      const required = await repository.listActive(clientId, use);
      return required.every((t) => accepted.includes(t.id));
    },
  };
}
export type TermsService = ReturnType<typeof createTermsService>;
