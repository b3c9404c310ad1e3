import type { MembershipPaymentOption, MembershipType } from '@leisure/contracts/membership-catalogue';

export type PaymentType = MembershipPaymentOption['paymentType'];

/** The option a card shows for the chosen payment type: the cheapest of that type, as the server orders them. */
export function optionFor(type: MembershipType, paymentType: PaymentType): MembershipPaymentOption | null {
  return type.paymentOptions.find((o) => o.paymentType === paymentType) ?? null;
}

/** Every category the centre's types name, in the order first met. */
export function categoriesOf(types: MembershipType[]): string[] {
  return [...new Set(types.flatMap((t) => t.categories.map((c) => c.name)))];
}

/**
 * The types the membership step lists (spec part 2 §5 membership list filtering): with an option of the
 * chosen payment type, in the chosen category when one is chosen, and, unless the customer asked to see
 * them, only those they may buy.
 */
export function typesToList(
  types: MembershipType[],
  choice: { paymentType: PaymentType; category: string; showIneligible: boolean },
): MembershipType[] {
  return types.filter((type) => {
    const option = optionFor(type, choice.paymentType);
    if (!type.name || !option) return false;
    if (choice.category && !type.categories.some((c) => c.name === choice.category)) return false;
    return choice.showIneligible || option.isPurchasable.canPurchase;
  });
}
