import type { MembershipType } from '@leisure/contracts/membership-catalogue';
import { describe, expect, it } from 'vitest';
import { categoriesOf, optionFor, typesToList } from './membership-filter';

const fee = (formatted: string) => ({ formatted, decimal: formatted.slice(1) });
const option = (id: number, paymentType: 'recurring' | 'fixed', canPurchase = true) => ({
  id,
  paymentType,
  fixedDuration: paymentType === 'fixed' ? 3 : null,
  fixedPeriod: paymentType === 'fixed' ? ('month' as const) : null,
  fees: { baseFee: fee('£10.00'), joiningFee: fee('£0.00') },
  globalBasePrice: null,
  totalToPayNow: fee('£10.00'),
  isPurchasable: { canPurchase, hasPrices: canPurchase, message: canPurchase ? null : 'Not for you.' },
});
const type = (slug: string, categories: string[], options: ReturnType<typeof option>[]): MembershipType => ({
  id: slug.length,
  name: slug,
  slug,
  categories: categories.map((name) => ({ name })),
  coverage: 'national',
  eligibility: null,
  description: '',
  providesAccessTo: [],
  benefits: [],
  paymentOptions: options,
});

const types = [
  type('gym', ['Gym'], [option(1, 'recurring'), option(2, 'fixed')]),
  type('swim', ['Swim'], [option(3, 'recurring')]),
  type('junior', ['Swim', 'Gym'], [option(4, 'recurring', false)]),
];
const slugs = (list: MembershipType[]) => list.map((t) => t.slug);

describe('the membership step’s list', () => {
  it('keeps the types with an option of the chosen payment type', () => {
    expect(slugs(typesToList(types, { paymentType: 'fixed', category: '', showIneligible: false }))).toEqual([
      'gym',
    ]);
    expect(optionFor(types[0]!, 'fixed')!.id).toBe(2);
    expect(optionFor(types[1]!, 'fixed')).toBeNull();
  });

  it('keeps a category’s types when one is chosen', () => {
    expect(
      slugs(typesToList(types, { paymentType: 'recurring', category: 'Swim', showIneligible: true })),
    ).toEqual(['swim', 'junior']);
    expect(categoriesOf(types)).toEqual(['Gym', 'Swim']);
  });

  it('leaves out what the customer may not buy unless they ask to see it', () => {
    expect(
      slugs(typesToList(types, { paymentType: 'recurring', category: '', showIneligible: false })),
    ).toEqual(['gym', 'swim']);
    expect(
      slugs(typesToList(types, { paymentType: 'recurring', category: '', showIneligible: true })),
    ).toHaveLength(3);
  });
});
