import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedCard } from '../api/saved-cards';
import { cardBrandOf } from '../lib/card-brand';
import './payments.css';

/** 'Visa ending in 4242': the gateway's brand, Mastercard when it gave none (lib/card-brand.ts). */
export function useCardName(): (card: SavedCard) => string {
  const { t } = useTranslation('payments');
  return (card) => {
    const brand = cardBrandOf(card.brand);
    const name = 'key' in brand ? t(`card.brands.${brand.key}`) : brand.name;
    return t('card.ending', { brand: name, lastFour: card.lastFourDigits });
  };
}

/**
 * The saved card, or the spec's two lines when it has expired (spec part 2 §4 "Saved card"); `manage`
 * is the 'Manage Card' link, which the page builds (it carries the route state).
 */
export function SavedCardSummary({ card, manage }: { card: SavedCard | null; manage: ReactNode }) {
  const { t } = useTranslation('payments');
  const cardName = useCardName();
  if (!card) {
    return (
      <>
        <p>{t('card.none')}</p>
        <p>{t('card.saveNext')}</p>
      </>
    );
  }
  if (card.recentlyExpired) {
    return (
      <>
        <p className="saved-card__expired">{t('card.expired')}</p>
        <p>{t('card.saveNext')}</p>
      </>
    );
  }
  return (
    <div className="saved-card">
      <p className="saved-card__name">{cardName(card)}</p>
      <p>{t('card.expires', { date: card.expiryDate })}</p>
      <p>{t('card.holder', { name: card.cardHolderName })}</p>
      {manage}
    </div>
  );
}
