import { cartSummaryResponse } from '@leisure/contracts/cart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The basket as the header reads it. Nothing can be added to a basket yet (the booking engine brings
 * the cart tables and the add/remove calls), so every basket is, truthfully, empty.
 */
export const basketRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/activities/cart',
    { schema: { tags: ['basket'], summary: 'The current basket', response: { 200: cartSummaryResponse } } },
    async () => ({ data: { items: [], totals: { itemCount: 0 } } }),
  );
};
