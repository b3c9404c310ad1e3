import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';

describe('GET /api/terms', () => {
  const t = useTestApp();

  it('lists the registration terms in order without a basket, sanitised', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/terms' });
    expect(res.statusCode).toBe(200);
    const list = res.json().data.data;
    expect(list.map((x: { title: string }) => x.title)).toEqual(['Terms and conditions', 'Privacy notice']);
    expect(list[0].html.length).toBeGreaterThan(3000);
    for (const item of list) {
      expect(item.id).toEqual(expect.any(Number));
      expect(item.html).not.toMatch(/onerror|<script/i);
    }
  });

  it('lists the checkout terms for a basket', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/terms?cart_id=12' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.data.map((x: { title: string }) => x.title)).toEqual(['Booking terms']);
  });

  it('lists a join’s three kinds of terms, each with its type', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/terms?context=joining' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.data.map((x: { title: string; type: string }) => [x.type, x.title])).toEqual([
      ['membership', 'Membership terms'],
      ['health_commitment', 'Health commitment'],
      ['direct_debit', 'The Direct Debit Guarantee'],
    ]);
    expect((await t.inject({ method: 'GET', url: '/api/terms?context=renewal' })).statusCode).toBe(422);
  });

  it('leaves out terms the operator has withdrawn', async () => {
    await t.sql(`update terms set active = false where title = 'Privacy notice'`);
    const res = await t.inject({ method: 'GET', url: '/api/terms' });
    expect(res.json().data.data.map((x: { title: string }) => x.title)).toEqual(['Terms and conditions']);
  });

  it('refuses a cart id that is not a number (422)', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/terms?cart_id=abc' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.cart_id).toBeDefined();
  });
});
