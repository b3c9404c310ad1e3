import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddToCart } from '@/features/basket/api/add-to-cart';
import { cartErrorMessage } from '@/features/basket/api/cart-answer';
import { useCart } from '@/features/basket/api/get-cart';
import { useRemoveFromCart } from '@/features/basket/api/remove-from-cart';
import type { Penalty } from '@/features/payments/api/get-penalties';
import { feeLinesOf } from '@/features/payments/lib/fees-in-basket';
import { showToast } from '@/lib/toast';

/**
 * A fee is selected while the basket holds it (spec part 2 §4 "Fees"): ticking adds it at once, clearing
 * takes its line out, and the basket query is answered by the call. While a change is under way its box
 * shows where it is going.
 */
export function useFeeBasket() {
  const { t } = useTranslation('payments');
  const cart = useCart();
  const add = useAddToCart();
  const remove = useRemoveFromCart();
  const [pending, setPending] = useState<ReadonlyMap<number, boolean>>(new Map());
  const lines = feeLinesOf(cart.data?.items);

  const isSelected = (fee: Penalty) => pending.get(fee.id) ?? lines.has(fee.id);
  const isBusy = (fee: Penalty) => pending.has(fee.id);
  const mark = (fees: Penalty[], select: boolean | null) =>
    setPending((before) => {
      const next = new Map(before);
      for (const fee of fees) {
        if (select === null) next.delete(fee.id);
        else next.set(fee.id, select);
      }
      return next;
    });

  const change = async (fees: Penalty[], select: boolean) => {
    const changing = fees.filter((fee) => !isBusy(fee) && lines.has(fee.id) !== select);
    if (changing.length === 0) return;
    mark(changing, select);
    try {
      if (select) {
        await add.mutateAsync({
          items: changing.map((fee) => ({ id: fee.id, type: 'penalty', purchasedForUserId: fee.user.id })),
        });
      } else {
        await remove.mutateAsync(changing.flatMap((fee) => lines.get(fee.id) ?? []));
      }
    } catch (error) {
      showToast({ type: 'danger', content: cartErrorMessage(error, t('fees.changeError')) });
      // A refusal may mean the basket moved on elsewhere ('This fee is already in your basket.').
      void cart.refetch();
    } finally {
      mark(changing, null);
    }
  };

  return {
    isSelected,
    isBusy,
    change,
    cartReady: cart.isSuccess,
    busy: pending.size > 0,
  };
}
