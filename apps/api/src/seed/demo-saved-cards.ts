import { createSavedCardsRepository } from '../modules/saved-cards/saved-cards.repository';
import { createUsersRepository } from '../modules/users/users.repository';
import type { Executor } from '../platform/db/client';
import { localDate } from '../platform/local-time';
import { sandboxPaymentIntents } from '../platform/payments/sandbox-gateway.tables';

/** MM/YY of the month before `now`'s, in the operator's zone: a card that has just expired. */
function lastMonth(now: Date): string {
  const [year, month] = localDate(now).split('-').map(Number);
  const index = year! * 12 + month! - 2;
  return `${String((index % 12) + 1).padStart(2, '0')}/${String(Math.floor(index / 12) % 100).padStart(2, '0')}`;
}

/**
 * Saved cards for the payments area: Alex Morgan's Visa with a billing address, and Dana's Mastercard that
 * expired last month (the "Your saved card has expired." state). The sandbox gateway keeps each token, as
 * a provider would, so Alex's card can pay. Dated: what "last month" is depends on the first start.
 */
export async function seedDemoSavedCards(tx: Executor, { clientId }: { clientId: number }, now: Date) {
  const users = createUsersRepository(tx);
  const cards = createSavedCardsRepository(tx);
  const held = [
    { reference: 'C100001', brand: 'visa', lastFour: '4242', expiry: '12/30', holder: 'Alex Morgan' },
    {
      reference: 'C100021',
      brand: 'mastercard',
      lastFour: '4444',
      expiry: lastMonth(now),
      holder: 'Dana White',
    },
  ];
  for (const card of held) {
    const [user] = await users.findBySignInName(clientId, card.reference);
    if (!user) throw new Error(`seedDemoSavedCards needs the demo customer ${card.reference}`);
    const token = `card_sbx_demo_${card.reference}`;
    await tx.insert(sandboxPaymentIntents).values({
      id: `pi_sbx_demo_${card.reference}`,
      amount: 0,
      currency: 'GBP',
      merchantRef: `demo:${card.reference}:saved-card`,
      status: 'canceled',
      clientSecret: `pi_sbx_demo_${card.reference}_secret`,
      cardBrand: card.brand,
      cardLastFour: card.lastFour,
      cardExpiry: card.expiry,
      cardHolderName: card.holder,
      cardToken: token,
    });
    const [firstName, lastName] = card.holder.split(' ');
    await cards.insert({
      clientId,
      userId: user.id,
      provider: 'sandbox',
      providerToken: token,
      cardHolderName: card.holder,
      lastFourDigits: card.lastFour,
      expiryDate: card.expiry,
      brand: card.brand,
      ...(card.reference === 'C100001'
        ? { firstName, lastName, addressLine1: '12 Deansgate', city: 'Manchester', postCode: 'M3 4LQ' }
        : {}),
    });
  }
}
