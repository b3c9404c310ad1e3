import { toPrice } from '@leisure/contracts/money';
import type { Penalty } from '@leisure/contracts/penalties';
import type { PenaltiesRepository } from './penalties.repository';

type Deps = { penalties: PenaltiesRepository; currencyOf: (clientId: number) => Promise<string> };

/**
 * Unpaid fees. The one place that decides whether a customer owes anything: the User's
 * hasOutstandingPenalties and the account view's hasOutstandingPenaltyFees both ask here.
 */
export function createFeesService({ penalties, currencyOf }: Deps) {
  return {
    hasOutstandingPenalties: (clientId: number, userId: number) => penalties.hasUnpaid(clientId, userId),

    async unpaidPenalties(clientId: number, userId: number): Promise<Penalty[]> {
      const [rows, currency] = await Promise.all([
        penalties.listUnpaid(clientId, userId),
        currencyOf(clientId),
      ]);
      return rows.map((row) => ({
        id: row.id,
        type: row.type,
        description: row.description,
        feeAmount: toPrice(row.feeAmount, currency),
        incurredAt: row.incurredAt.toISOString(),
        venue: row.venueName === null ? null : { name: row.venueName },
      }));
    },
  };
}
export type FeesService = ReturnType<typeof createFeesService>;
