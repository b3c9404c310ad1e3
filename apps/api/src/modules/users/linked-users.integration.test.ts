import { beforeAll, describe, expect, it } from 'vitest';
import { cookiesOf, demo, useTestApp } from '../../../test/test-app';
import { createLinkedUsersRepository } from './linked-users.repository';
import { createLinkedUsersService } from './linked-users.service';
import { createUsersRepository } from './users.repository';

const path = '/api/my-account/user/linked-users';
const mia = { first_name: 'Mia', last_name: 'Morgan', date_of_birth: '2016-06-18', relationship: 'Daughter' };
const leo = { first_name: 'Leo', last_name: 'Morgan', date_of_birth: '2019-02-03', relationship: 'Son' };

describe('linked family members', () => {
  const t = useTestApp();
  const auth: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    for (const username of [demo.username, 'priya.shah@example.com']) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/auth/customer/login',
        payload: { username, password: demo.password },
      });
      auth[username] = { authorization: `Bearer ${res.json().token}` };
    }
  });
  const alex = () => auth[demo.username]!;
  const priya = () => auth['priya.shah@example.com']!;

  it('lists the seeded child of the demo customer', async () => {
    const res = await t.inject({ method: 'GET', url: path, headers: alex() });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([{ id: expect.any(Number), reference: 'C100030', ...mia }]);
    expect((await t.inject({ method: 'GET', url: path, headers: priya() })).json().data).toEqual([]);
  });

  it('adds, changes and deletes a family member, who gets a customer reference and no login', async () => {
    const added = await t.inject({ method: 'POST', url: path, headers: alex(), payload: leo });
    expect(added.statusCode).toBe(201);
    const member = added.json().data;
    expect(member).toEqual({ id: expect.any(Number), reference: expect.stringMatching(/^C\d{6}$/), ...leo });
    const row = (await t.sql(
      `select email, password_hash, parent_user_id from users where id = ${member.id}`,
    )) as {
      rows: { email: null; password_hash: null; parent_user_id: number }[];
    };
    expect(row.rows[0]).toMatchObject({ email: null, password_hash: null });
    const signIn = await t.inject({
      method: 'POST',
      url: '/api/auth/customer/login',
      payload: { username: member.reference, password: demo.password },
    });
    expect(signIn.statusCode).toBe(401);

    const changed = await t.inject({
      method: 'PUT',
      url: `${path}/${member.id}`,
      headers: alex(),
      payload: { ...leo, first_name: 'Leonard', relationship: 'Stepson' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({
      id: member.id,
      first_name: 'Leonard',
      relationship: 'Stepson',
    });

    const list = (await t.inject({ method: 'GET', url: path, headers: alex() })).json().data;
    expect(list.map((m: { first_name: string }) => m.first_name)).toEqual(['Leonard', 'Mia']);

    const deleted = await t.inject({ method: 'DELETE', url: `${path}/${member.id}`, headers: alex() });
    expect(deleted.statusCode).toBe(204);
    const again = await t.inject({ method: 'DELETE', url: `${path}/${member.id}`, headers: alex() });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Unable to complete request, item not found.' });
  });

  it('refuses a date of birth in the future, and missing fields, with 422 by field', async () => {
    const future = await t.inject({
      method: 'POST',
      url: path,
      headers: alex(),
      payload: { ...leo, date_of_birth: `${new Date().getUTCFullYear() + 1}-01-01` },
    });
    expect(future.statusCode).toBe(422);
    expect(future.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { date_of_birth: ['Date must be valid.'] },
    });
    const missing = await t.inject({
      method: 'POST',
      url: path,
      headers: alex(),
      payload: { last_name: 'Morgan' },
    });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual([
      'date_of_birth',
      'first_name',
      'relationship',
    ]);
    const notADate = await t.inject({
      method: 'POST',
      url: path,
      headers: alex(),
      payload: { ...leo, date_of_birth: '31/02/2019' },
    });
    expect(notADate.statusCode).toBe(422);
    expect(notADate.json().errors).toHaveProperty('date_of_birth');
  });

  it('answers 404 to another customer changing or deleting someone else’s family member', async () => {
    const [child] = (await t.inject({ method: 'GET', url: path, headers: alex() })).json().data;
    const put = await t.inject({ method: 'PUT', url: `${path}/${child.id}`, headers: priya(), payload: leo });
    expect(put.statusCode).toBe(404);
    const del = await t.inject({ method: 'DELETE', url: `${path}/${child.id}`, headers: priya() });
    expect(del.statusCode).toBe(404);
    // Nor is an account holder a family member of anyone: their own id is no linked user.
    const self = (await t.sql(`select id from users where reference = 'C100002'`)) as {
      rows: { id: number }[];
    };
    const selfDelete = await t.inject({
      method: 'DELETE',
      url: `${path}/${self.rows[0]!.id}`,
      headers: priya(),
    });
    expect(selfDelete.statusCode).toBe(404);
    const still = (await t.inject({ method: 'GET', url: path, headers: alex() })).json().data;
    expect(still).toEqual([child]);
  });

  it('answers 401 to a visitor and 419 to a cookie without its CSRF token', async () => {
    expect((await t.inject({ method: 'GET', url: path })).statusCode).toBe(401);
    const post = await t.inject({ method: 'POST', url: path, payload: {} });
    expect(post.statusCode).toBe(401);
    expect((await t.inject({ method: 'DELETE', url: `${path}/1` })).statusCode).toBe(401);
    const login = await t.inject({
      method: 'POST',
      url: '/api/auth/customer/login',
      payload: { username: demo.username, password: demo.password },
    });
    const res = await t.inject({
      method: 'POST',
      url: path,
      headers: { cookie: cookiesOf(login).header },
      payload: leo,
    });
    expect(res.statusCode).toBe(419);
  });

  it('lets a customer act for themself and their family, and no one else (assertActsFor)', async () => {
    const db = t.database.db;
    const service = createLinkedUsersService({
      db,
      users: createUsersRepository(db),
      linkedUsers: createLinkedUsersRepository(db),
    });
    const ids = (await t.sql(
      `select reference, id, client_id from users where reference in ('C100001', 'C100002', 'C100030')`,
    )) as { rows: { reference: string; id: number; client_id: number }[] };
    const id = (reference: string) => ids.rows.find((r) => r.reference === reference)!.id;
    const clientId = ids.rows[0]!.client_id;
    await expect(service.assertActsFor(clientId, id('C100001'), id('C100001'))).resolves.toBeUndefined();
    await expect(service.assertActsFor(clientId, id('C100001'), id('C100030'))).resolves.toBeUndefined();
    await expect(service.assertActsFor(clientId, id('C100001'), id('C100002'))).rejects.toMatchObject({
      statusCode: 403,
      message: 'Unauthorised.',
    });
    await expect(service.assertActsFor(clientId, id('C100002'), id('C100030'))).rejects.toMatchObject({
      statusCode: 403,
    });
    await expect(service.assertActsFor(clientId + 1, id('C100001'), id('C100030'))).rejects.toMatchObject({
      statusCode: 403,
    });
  });
});
