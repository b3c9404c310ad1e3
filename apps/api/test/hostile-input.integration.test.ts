import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, demo, useTestApp } from './test-app';

/**
 * Hostile input answers a clear 4xx with a message, never a 500 (issue 10): Postgres refuses a NUL in
 * text, and a JSON body nested thousands deep overflows the stack of anything that walks it.
 */
describe('hostile input', () => {
  const t = useTestApp();
  let bearer: Record<string, string>;

  beforeAll(async () => {
    bearer = await bearerOf(t);
  });

  const expectRefused = (res: LightMyRequestResponse) => {
    expect([400, 422]).toContain(res.statusCode);
    expect(res.json().message).toEqual(expect.any(String));
    expect(res.body).not.toMatch(/at .+\(.+:\d+:\d+\)/);
  };

  describe('a NUL character', () => {
    const bodies: [string, string, Record<string, unknown>, string][] = [
      ['POST', '/api/auth/customer/login', { username: 'alex\u0000', password: 'x' }, 'username'],
      [
        'POST',
        '/api/auth/customer/forgotten-password',
        { email_or_reference: 'a\u0000b' },
        'email_or_reference',
      ],
      ['POST', '/api/auth/customer/activate', { email_or_reference: 'C100010\u0000' }, 'email_or_reference'],
    ];
    it.each(bodies)(
      'in a body field of %s %s answers 422 naming the field',
      async (method, url, payload, field) => {
        const res = await t.inject({ method: method as 'POST', url, payload });
        expectRefused(res);
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toHaveProperty([field]);
      },
    );

    it('in a family member’s names answers 422 naming the field, when adding and when changing', async () => {
      const member = {
        first_name: 'Mi\u0000a',
        last_name: 'Morgan',
        date_of_birth: '2018-04-01',
        relationship: 'Child',
      };
      const added = await t.inject({
        method: 'POST',
        url: '/api/my-account/user/linked-users',
        headers: bearer,
        payload: member,
      });
      expectRefused(added);
      expect(added.statusCode).toBe(422);
      expect(added.json().errors).toHaveProperty(['first_name']);

      const list = await t.inject({
        method: 'GET',
        url: '/api/my-account/user/linked-users',
        headers: bearer,
      });
      const id = list.json().data[0].id;
      const changed = await t.inject({
        method: 'PUT',
        url: `/api/my-account/user/linked-users/${id}`,
        headers: bearer,
        payload: { ...member, first_name: 'Mia', last_name: 'Mor\u0000gan' },
      });
      expectRefused(changed);
      expect(changed.json().errors).toHaveProperty(['last_name']);
    });

    it('in a nested body field names its dotted path', async () => {
      const res = await t.inject({
        method: 'POST',
        url: '/api/activities/cart/add',
        headers: bearer,
        payload: { items: [{ id: '1\u0000', type: 'purchasableOccurrence' }] },
      });
      expectRefused(res);
      expect(res.json().errors).toHaveProperty(['items.0.id']);
    });

    const addresses = [
      '/api/venues/%00',
      '/api/frontend/theme?venue=%00',
      '/api/activities/footer?venue=%00',
      '/api/my-account/user/waivers/%00',
      '/api/activities/venue/manchester-central/activity-category/%00/times?date=2026-01-01',
      '/api/activities/venue/manchester-central/activity-category/%00/dates',
      '/api/activities/venue/%00/categories',
      '/api/activities/venue/manchester-central/activity/yoga%00/times?date=2026-01-01',
      '/api/dev/mailbox?to=%00',
      '/location/%00',
    ];
    it.each(addresses)('in the address %s answers 400', async (url) => {
      const res = await t.inject({ method: 'GET', url, headers: bearer });
      expectRefused(res);
      expect(res.statusCode).toBe(400);
    });
  });

  describe('JSON nested 5,000 deep', () => {
    const deep = `{"username":${'['.repeat(5000)}${']'.repeat(5000)},"password":"x"}`;
    it.each(['/api/auth/customer/login', '/api/auth/session', '/api/activities/cart/add'])(
      'answers 400 at %s',
      async (url) => {
        const res = await t.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload: deep,
        });
        expectRefused(res);
        expect(res.statusCode).toBe(400);
      },
    );

    it('still takes an ordinary body, and brackets inside strings do not count', async () => {
      const res = await t.inject({
        method: 'POST',
        url: '/api/auth/customer/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ username: demo.username, password: `${'['.repeat(1000)}"\\` }),
      });
      expect(res.statusCode).toBe(401);
    });
  });
});
