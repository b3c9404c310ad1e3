import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { DeskCart } from '../api/desk-cart';

type Props = { cart: DeskCart; removing: number | null; onRemove: (cartItemId: number) => void };

/** The desk basket's lines for this customer, each with its own 'Remove', and the total. */
export function DeskBasket({ cart, removing, onRemove }: Props) {
  const { t } = useTranslation('foh');
  return (
    <section className="desk-basket" aria-labelledby="desk-basket-heading">
      <h2 id="desk-basket-heading">{t('sell.basket')}</h2>
      {cart.items.length === 0 ? (
        <p>{t('sell.basketEmpty')}</p>
      ) : (
        <ul className="desk-basket__lines" aria-label={t('sell.basketLines')}>
          {cart.items.map((item) => {
            const when = [
              item.cartableResource.date?.fullDatePretty,
              item.cartableResource.startsAt?.format24Hour,
            ]
              .filter(Boolean)
              .join(', ');
            return (
              <li key={item.id} className="desk-basket__line" data-testid="desk-basket-line">
                <span className="desk-basket__name">
                  {item.name}
                  {when ? <span className="desk-basket__when"> {when}</span> : null}
                  {item.attendeeName ? (
                    <span className="desk-basket__when"> · {item.attendeeName}</span>
                  ) : null}
                </span>
                <span className="desk-basket__price">{item.price.formatted}</span>
                <Button
                  variant="text"
                  size="sm"
                  busy={removing === item.id}
                  onClick={() => onRemove(item.id)}
                  aria-label={t('sell.removeLabel', { item: item.name })}
                >
                  {t('sell.remove')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <p className="desk-basket__total">
        <span>{t('sell.total')}</span> <strong data-testid="desk-total">{cart.totals.totalFormatted}</strong>
      </p>
    </section>
  );
}
