import type { SavedCard, UpdateSavedCardRequest } from '@leisure/contracts/payments';
import type { Executor } from '../../platform/db/client';
import { notFound } from '../../platform/http/errors';
import { localDate, operatorTimeZone } from '../../platform/local-time';
import type { GatewayCard, PaymentGateway } from '../../platform/payments/gateway';
import { createSavedCardsRepository, type SavedCardRow } from './saved-cards.repository';

/**
 * A card past its month is shown as recently expired for three months, then no longer offered. The month
 * is the customer's: read in the operator's time zone, so a card does not expire at 11pm on the last day.
 */
export function expiryState(expiry: string, now: Date, timeZone = operatorTimeZone) {
  const [mm, yy] = expiry.split('/').map(Number);
  const last = 2000 * 12 + (yy ?? 0) * 12 + ((mm ?? 1) - 1);
  const [year, month] = localDate(now, timeZone).split('-').map(Number);
  const current = year! * 12 + (month! - 1);
  if (last >= current) return 'valid' as const;
  return current - last <= 3 ? ('recently-expired' as const) : ('gone' as const);
}

function toSavedCard(row: SavedCardRow, recentlyExpired: boolean): SavedCard {
  return {
    id: row.id,
    cardHolderName: row.cardHolderName,
    lastFourDigits: row.lastFourDigits,
    expiryDate: row.expiryDate,
    recentlyExpired,
    brand: row.brand,
    firstName: row.firstName,
    lastName: row.lastName,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    postCode: row.postCode,
  };
}

type Deps = {
  db: Executor;
  gateway: Pick<PaymentGateway, 'provider' | 'detachCard'>;
  now?: () => Date;
};

/** Cards the gateway keeps for customers: shown, offered at checkout, corrected and deleted by their owner. */
export function createSavedCardsService({ db, gateway, now = () => new Date() }: Deps) {
  const cards = createSavedCardsRepository(db);
  const { provider } = gateway;
  /** The customer's own card of this gateway, or 404 (someone else's card is not found, as if absent). */
  async function own(clientId: number, userId: number, id: number) {
    const row = await cards.find(clientId, userId, id);
    if (!row || row.provider !== provider) throw notFound();
    return row;
  }

  return {
    /** The customer's cards still worth showing, newest first. */
    async list(clientId: number, userId: number, at = now()): Promise<SavedCard[]> {
      const rows = await cards.listForUser(clientId, userId);
      return rows.flatMap((row) => {
        const state = expiryState(row.expiryDate, at);
        return row.provider === provider && state !== 'gone'
          ? [toSavedCard(row, state === 'recently-expired')]
          : [];
      });
    },

    /** The gateway's token of one of the customer's own cards, or null. */
    async tokenOf(clientId: number, userId: number, id: number): Promise<string | null> {
      const row = await cards.find(clientId, userId, id);
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
        brand: card.brand === 'unknown' ? null : card.brand,
      });
    },

    /** The billing address the customer keeps with the card (checked by the contract at the edge). */
    async updateBilling(
      clientId: number,
      userId: number,
      id: number,
      input: UpdateSavedCardRequest,
    ): Promise<SavedCard> {
      const row = await own(clientId, userId, id);
      const updated = await cards.updateBilling(clientId, userId, row.id, {
        firstName: input.firstName,
        lastName: input.lastName,
        addressLine1: input.addressLine1,
        addressLine2: input.addressLine2 || null,
        city: input.city,
        postCode: input.postCode.toUpperCase(),
      });
      if (!updated) throw notFound();
      return toSavedCard(updated, expiryState(updated.expiryDate, now()) === 'recently-expired');
    },

    /**
     * Detached at the gateway first, then deleted: if the gateway fails the card stays listed and the
     * customer can try again; deleted first, a failure would leave a token we no longer know about.
     */
    async remove(clientId: number, userId: number, id: number): Promise<void> {
      const row = await own(clientId, userId, id);
      await gateway.detachCard(row.providerToken);
      if (!(await cards.delete(clientId, userId, row.id))) throw notFound();
    },
  };
}
export type SavedCardsService = ReturnType<typeof createSavedCardsService>;
