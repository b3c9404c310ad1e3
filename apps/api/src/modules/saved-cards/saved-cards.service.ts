import type { Executor } from '../../platform/db/client';
import type { GatewayCard } from '../../platform/payments/gateway';
import { createSavedCardsRepository } from './saved-cards.repository';

/** A card past its month is shown as recently expired for three months, then no longer offered. */
function expiryState(expiry: string, now: Date): 'valid' | 'recently-expired' | 'gone' {
  const [mm, yy] = expiry.split('/').map(Number);
  const last = 2000 * 12 + (yy ?? 0) * 12 + ((mm ?? 1) - 1);
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (last >= current) return 'valid';
  return current - last <= 3 ? 'recently-expired' : 'gone';
}

export function createSavedCardsService({ db, provider }: { db: Executor; provider: string }) {
  return {
    async list(clientId: number, userId: number, now = new Date()) {
      const rows = await createSavedCardsRepository(db).listForUser(clientId, userId);
      return rows
        .filter((r) => r.provider === provider)
        .map((r) => ({ row: r, state: expiryState(r.expiryDate, now) }))
        .filter((c) => c.state !== 'gone')
        .map(({ row, state }) => ({
          id: row.id,
          cardHolderName: row.cardHolderName,
          lastFourDigits: row.lastFourDigits,
          expiryDate: row.expiryDate,
          recentlyExpired: state === 'recently-expired',
        }));
    },
    /** The gateway's token of one of the customer's own cards, or null. */
    async tokenOf(clientId: number, userId: number, id: number): Promise<string | null> {
      const row = await createSavedCardsRepository(db).find(clientId, userId, id);
      return row && row.provider === provider ? row.providerToken : null;
    },
    /** Keeps a card the customer asked the gateway to save: its token and what may be shown. */
    async remember(tx: Executor, clientId: number, userId: number, card: GatewayCard) {
      if (!card.token) return;
      await createSavedCardsRepository(tx).insert({
        clientId,
        userId,
        provider,
        providerToken: card.token,
        cardHolderName: card.holderName,
        lastFourDigits: card.lastFour,
        expiryDate: card.expiry,
      });
    },
  };
}
export type SavedCardsService = ReturnType<typeof createSavedCardsService>;
