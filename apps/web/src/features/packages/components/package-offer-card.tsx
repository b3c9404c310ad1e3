import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { OperatorHtml } from '@/components/ui/operator-html';
import type { PackageOffer } from '../api/get-package-offers';
import './packages.css';
import '@/components/ui/card-list.css';

type Props = {
  offer: PackageOffer;
  onAdd: (offer: PackageOffer) => void;
  adding: boolean;
};

/** A package on sale on the bookings site: what it holds, how long it lasts, its price and 'Add to basket'. */
export function PackageOfferCard({ offer, onAdd, adding }: Props) {
  const { t } = useTranslation('bookings');
  const headingId = useId();
  return (
    <li className="card-list__item held-package" aria-labelledby={headingId}>
      <h2 id={headingId} className="held-package__name">
        {offer.name}
      </h2>
      {offer.description ? (
        <OperatorHtml html={offer.description} className="held-package__description" />
      ) : null}
      <dl className="held-package__facts">
        <div className="held-package__fact">
          <dt>{t('packages.area')}</dt>
          <dd>{offer.area}</dd>
        </div>
        <div className="held-package__fact">
          <dt>{t('packages.price')}</dt>
          <dd>{offer.price.formatted}</dd>
        </div>
        <div className="held-package__fact">
          <dt>{t('packages.validFor')}</dt>
          <dd>{t('packages.days', { count: offer.validDays })}</dd>
        </div>
      </dl>
      <ul className="held-package__contents" aria-label={t('packages.contents')}>
        {offer.contents.map((content) => (
          <li key={content.activityId}>
            {t('packages.content', { name: content.concatenatedName, count: content.usages })}
          </li>
        ))}
      </ul>
      <Button onClick={() => onAdd(offer)} disabled={adding}>
        {t('packages.add')}
      </Button>
    </li>
  );
}
