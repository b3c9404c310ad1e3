import { beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, useTestApp } from '../../../test/test-app';
import { needsDateOfBirthMessage, proofLaterMessage } from './eligibility';

type Option = {
  id: number;
  paymentType: string;
  fixed_duration: number | null;
  fees: { base_fee: { formatted: string } };
  total_to_pay_now: { formatted: string };
  is_purchasable: { can_purchase: boolean; has_prices: boolean; message: string | null };
};
type TypeView = {
  slug: string;
  coverage: string;
  provides_access_to: { name: string }[];
  payment_options: Option[];
  benefits: { name: string; total_uses: number | null; frequency: string }[];
  eligibility: { name: string; proof_required: boolean } | null;
  description: string;
};

describe('GET /api/memberships/types', () => {
  const t = useTestApp();
  const venueIds = new Map<string, number>();

  beforeAll(async () => {
    const res = await t.inject({ method: 'GET', url: '/api/venues' });
    for (const v of res.json().data as { id: number; slug: string }[]) venueIds.set(v.slug, v.id);
  });

  const typesAt = async (slug: string, headers: Record<string, string> = {}) => {
    const res = await t.inject({
      method: 'GET',
      url: `/api/memberships/types?venue_id=${venueIds.get(slug)}`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    return new Map((res.json().data as TypeView[]).map((type) => [type.slug, type]));
  };

  it('lists what a centre sells, each option sold there, with fees, terms and what it opens', async () => {
    const manchester = await typesAt('manchester-central');
    const gym = manchester.get('gym-and-swim')!;
    expect(gym.coverage).toBe('national');
    expect(gym.provides_access_to).toHaveLength(venueIds.size);
    expect(gym.payment_options.map((o) => [o.fees.base_fee.formatted, o.total_to_pay_now.formatted])).toEqual(
      [
        ['£39.99', '£64.99'],
        ['£115.00', '£115.00'],
        ['£399.00', '£399.00'],
      ],
    );
    expect(gym.benefits[1]).toEqual({
      name: 'Guest pass',
      total_uses: 2,
      frequency: 'month',
      description: expect.any(String),
    });
    expect(gym.description).toMatch(/^<p>The gym, the pool/);
    // The year's single payment is sold at two centres only; a local type only where it opens.
    const leeds = await typesAt('leeds-middleton');
    expect(leeds.get('gym-and-swim')!.payment_options).toHaveLength(2);
    expect(leeds.get('off-peak-north')!.provides_access_to.map((v) => v.name)).toEqual([
      'Leeds Middleton Leisure Centre',
      'Manchester Central Pool & Gym',
      'Newcastle Quayside Gym',
    ]);
    expect((await typesAt('bristol-hengrove')).has('off-peak-north')).toBe(false);
  });

  it('lets a visitor see every price: who may buy is asked when they submit', async () => {
    for (const type of (await typesAt('manchester-central')).values())
      for (const option of type.payment_options) expect(option.is_purchasable.can_purchase).toBe(true);
  });

  it('works out a signed-in customer’s age band on the server, and says what a concession will ask for', async () => {
    // Alex Morgan was born on 12 April 1990.
    const types = await typesAt('manchester-central', await bearerOf(t));
    const junior = types.get('junior-swim')!.payment_options[0]!.is_purchasable;
    expect(junior).toEqual({
      can_purchase: false,
      has_prices: false,
      message: 'This membership is for ages 11 to 17.',
    });
    expect(types.get('active-60')!.payment_options[0]!.is_purchasable.message).toBe(
      'This membership is for ages 60 and over.',
    );
    expect(types.get('gym-and-swim')!.payment_options[0]!.is_purchasable).toEqual({
      can_purchase: true,
      has_prices: true,
      message: null,
    });
    expect(types.get('student-gym')!.payment_options[0]!.is_purchasable).toEqual({
      can_purchase: true,
      has_prices: true,
      message: proofLaterMessage,
    });
    expect(types.get('student-gym')!.eligibility).toEqual({ name: 'Student', proof_required: true });
  });

  it('asks a customer with no date of birth for one before an age-banded membership', async () => {
    const types = await typesAt('manchester-central', await bearerOf(t, 'priya.shah@example.com'));
    expect(types.get('junior-swim')!.payment_options[0]!.is_purchasable.message).toBe(
      needsDateOfBirthMessage,
    );
  });

  it('answers 404 for a venue that is not this operator’s, and 422 for no venue or a bad one', async () => {
    expect(
      (await t.inject({ method: 'GET', url: '/api/memberships/types?venue_id=999999' })).statusCode,
    ).toBe(404);
    for (const query of ['', '?venue_id=abc', '?venue_id=0']) {
      const res = await t.inject({ method: 'GET', url: `/api/memberships/types${query}` });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toHaveProperty('venue_id');
    }
  });
});
