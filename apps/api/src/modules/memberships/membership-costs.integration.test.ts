import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { addDays, localDate } from '../../platform/local-time';
import { billingDayMessage, optionNotFoundMessage, startDateMessage } from './membership-catalogue.service';
import { addMonths, fixedEndDate } from './membership-pricing';
import { codeNotRecognisedMessage } from './promotion-rules';

type Fee = { formatted: string; decimal: string };
type Costs = {
  payment_type: string;
  start_date: string;
  end_date: string | null;
  first_billing_date: string | null;
  pretty_first_billing_date: string | null;
  pro_rata_days: number;
  total_to_pay_now: Fee;
  promotion_enabled: boolean;
  fees: Record<'joining_fee' | 'base_fee' | 'pro_rata_fee' | 'month_in_hand_fee' | 'discount', Fee>;
};

const pence = (fee: Fee) => Math.round(Number(fee.decimal) * 100);

describe('what joining costs', () => {
  const t = useTestApp();
  const venue = new Map<string, number>();
  const option = new Map<string, { typeId: number; optionId: number }>();
  const today = localDate(new Date());
  const promotionId = new Map<string, number>();

  beforeAll(async () => {
    for (const v of (await t.inject({ method: 'GET', url: '/api/venues' })).json().data as {
      id: number;
      slug: string;
    }[])
      venue.set(v.slug, v.id);
    const types = (
      await t.inject({
        method: 'GET',
        url: `/api/memberships/types?venue_id=${venue.get('manchester-central')}`,
      })
    ).json().data as {
      id: number;
      slug: string;
      payment_options: { id: number; payment_type: string; fixed_duration: number | null }[];
    }[];
    for (const type of types)
      for (const o of type.payment_options)
        option.set(`${type.slug}/${o.payment_type}${o.fixed_duration ?? ''}`, {
          typeId: type.id,
          optionId: o.id,
        });
    for (const code of ['JOIN50', 'NOJOININGFEE', 'SPRING20', 'TENOFF']) {
      const res = await t.inject({
        method: 'GET',
        url: `/api/v1/membership-promotions/validate/${code}/${option.get('gym-and-swim/recurring')!.optionId}`,
      });
      if (res.statusCode === 200) promotionId.set(code, res.json().data.id);
    }
  });

  const costs = async (key: string, query: string, at = 'manchester-central') => {
    const { typeId, optionId } = option.get(key)!;
    return t.inject({
      method: 'GET',
      url: `/api/memberships/types/${typeId}/payment-options/${optionId}?venue_id=${venue.get(at)}&${query}`,
    });
  };

  it('prices a single payment as its fee and joining fee, with its last day, and no collection', async () => {
    const res = await costs('gym-and-swim/fixed3', '');
    expect(res.statusCode).toBe(200);
    const c = res.json().data as Costs;
    expect(c).toMatchObject({
      payment_type: 'fixed',
      start_date: today,
      end_date: fixedEndDate(today, 3, 'month'),
      first_billing_date: null,
      pretty_first_billing_date: null,
      pro_rata_days: 0,
      total_to_pay_now: { formatted: '£115.00' },
      promotion_enabled: true,
    });
    const half = await costs('gym-and-swim/fixed3', `promotion_code_id=${promotionId.get('JOIN50')}`);
    expect((half.json().data as Costs).total_to_pay_now.formatted).toBe('£57.50');
  });

  it('prices a month by direct debit: the parts add up and the first collection falls on the billing day', async () => {
    const start = addDays(today, 3);
    const res = await costs('gym-and-swim/recurring', `start_date=${start}&billing_day=15`);
    expect(res.statusCode).toBe(200);
    const c = res.json().data as Costs;
    const f = c.fees;
    expect(pence(c.total_to_pay_now)).toBe(
      pence(f.joining_fee) + pence(f.pro_rata_fee) + pence(f.month_in_hand_fee) - pence(f.discount),
    );
    expect(f.joining_fee.formatted).toBe('£25.00');
    expect(f.base_fee.formatted).toBe('£39.99');
    expect(c.first_billing_date!.slice(8)).toBe('15');
    expect(c.first_billing_date! > start).toBe(true);
    expect(c.pretty_first_billing_date).toMatch(/^15 [A-Z][a-z]+ \d{4}$/);
    // Waiving the joining fee takes exactly that off.
    const waived = await costs(
      'gym-and-swim/recurring',
      `start_date=${start}&billing_day=15&promotion_code_id=${promotionId.get('NOJOININGFEE')}`,
    );
    const w = waived.json().data as Costs;
    expect(w.fees.discount.formatted).toBe('£25.00');
    expect(pence(w.total_to_pay_now)).toBe(pence(c.total_to_pay_now) - 2500);
  });

  it('refuses each choice out of bounds on its own field', async () => {
    const errors = async (key: string, query: string) => {
      const res = await costs(key, query);
      expect(res.statusCode).toBe(422);
      return res.json().errors as Record<string, string[]>;
    };
    expect(await errors('gym-and-swim/recurring', `start_date=${addDays(today, -1)}&billing_day=1`)).toEqual({
      start_date: [startDateMessage],
    });
    expect(
      await errors('gym-and-swim/recurring', `start_date=${addDays(addMonths(today, 1), 1)}&billing_day=1`),
    ).toEqual({
      start_date: [startDateMessage],
    });
    expect(await errors('gym-and-swim/recurring', 'billing_day=29')).toEqual({
      billing_day: [billingDayMessage],
    });
    expect(await errors('gym-and-swim/recurring', '')).toEqual({ billing_day: [billingDayMessage] });
    expect(await errors('gym-and-swim/fixed3', 'start_date=2026-02-30')).toHaveProperty('start_date');
    expect(await errors('gym-and-swim/fixed3', 'promotion_code_id=999999')).toEqual({
      promotion: [codeNotRecognisedMessage],
    });
  });

  it('answers 404 for an option not sold at the venue, or not of the type', async () => {
    const year = await costs('gym-and-swim/fixed12', '', 'leeds-middleton');
    expect(year.statusCode).toBe(404);
    expect(year.json().message).toBe(optionNotFoundMessage);
    const { typeId } = option.get('junior-swim/recurring')!;
    const { optionId } = option.get('gym-and-swim/recurring')!;
    const mixed = await t.inject({
      method: 'GET',
      url: `/api/memberships/types/${typeId}/payment-options/${optionId}?venue_id=${venue.get('manchester-central')}&billing_day=1`,
    });
    expect(mixed.statusCode).toBe(404);
  });

  it('recognises a code whatever its case for the options it is for, and no other code', async () => {
    const check = (code: string, key: string) =>
      t.inject({
        method: 'GET',
        url: `/api/v1/membership-promotions/validate/${code}/${option.get(key)!.optionId}`,
      });
    const found = await check('join50', 'junior-swim/recurring');
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toEqual({ code: 'JOIN50', id: expect.any(Number) });
    expect((await check('TENOFF', 'gym-and-swim/recurring')).statusCode).toBe(200);
    for (const [code, key] of [
      ['TENOFF', 'junior-swim/recurring'],
      ['SPRING20', 'gym-and-swim/recurring'],
      ['USEDUP', 'gym-and-swim/recurring'],
      ['NOSUCHCODE', 'gym-and-swim/recurring'],
    ] as const) {
      const res = await check(code, key);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(codeNotRecognisedMessage);
    }
  });
});
