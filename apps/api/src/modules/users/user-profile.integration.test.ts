import { describe, expect, it } from 'vitest';
import { cookiesOf, demo, useTestApp } from '../../../test/test-app';

/** GET auth/user (the full User), GET my-account/user (the account view) and the unpaid fees behind both. */
describe('the full user, the account view and unpaid fees', () => {
  const t = useTestApp();

  async function bearer(username: string) {
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/customer/login',
      payload: { username, password: demo.password },
    });
    expect(res.statusCode).toBe(200);
    return { authorization: `Bearer ${res.json().token}` };
  }
  const get = async (url: string, username: string) =>
    t.inject({ method: 'GET', url, headers: await bearer(username) });

  it('answers the User of §3 for a customer with nothing outstanding', async () => {
    const res = await get('/api/auth/user', demo.username);
    expect(res.statusCode).toBe(200);
    const user = res.json().data;
    expect(user).toMatchObject({
      reference: 'C100001',
      first_name: 'Alex',
      last_name: 'Morgan',
      email: demo.username,
      home_venue_slug: 'manchester-central',
      membership_user: { id: user.id },
      // Seeded as a member before online joining existed: no billing day, no instruction.
      memberships: [{ id: expect.any(Number), name: 'Gold Anytime', status: 'active' }],
      // The demo customer holds £10.00 of general credit (seed/demo-credit.ts).
      credit: { balance: { raw: 1000, decimal: '10.00', formatted: '£10.00' } },
      has_instruction: false,
      has_billing_date: false,
      has_outstanding_penalties: false,
      document_expiry: { expired: false, document_expiring_soon: false, days_to_expiry: null },
      membership_document_upload_required: false,
      days_allowance_to_upload_eligibility_document: null,
      profile_photo: {
        authorisation: { allowed: true },
        url: null,
        is_set: false,
        reminder: { dismissed: false },
      },
    });
  });

  it('keeps the login answer as it was: the session user, not the full one', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/customer/login',
      payload: { username: demo.username, password: demo.password },
    });
    expect(Object.keys(res.json().data).sort()).toEqual(
      ['email', 'first_name', 'home_venue_slug', 'id', 'last_name', 'reference'].sort(),
    );
  });

  it('reports unpaid fees from one source to the User, the account view and the penalty list', async () => {
    const user = (await get('/api/auth/user', 'chris.evans@example.com')).json().data;
    expect(user.has_outstanding_penalties).toBe(true);
    const view = await get('/api/my-account/user', 'chris.evans@example.com');
    expect(view.statusCode).toBe(200);
    expect(view.json().data).toEqual({
      reference: 'C100020',
      full_name: 'Chris Evans',
      has_outstanding_penalty_fees: true,
    });
    const penalties = await get('/api/my-account/user/penalties', 'chris.evans@example.com');
    expect(penalties.statusCode).toBe(200);
    expect(penalties.json().data).toEqual([
      {
        id: expect.any(Number),
        type: 'late-cancellation',
        description: 'Late cancellation of Badminton court 2',
        fee_amount: { raw: 1250, decimal: '12.50', formatted: '£12.50' },
        incurred_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        venue: { name: 'Manchester Central Pool & Gym' },
        cart_type: 'penalty',
        pricing_option_id: null,
        booking: null,
        user: { id: expect.any(Number), name: 'Chris Evans' },
      },
      expect.objectContaining({
        type: 'no-show',
        fee_amount: { raw: 500, decimal: '5.00', formatted: '£5.00' },
      }),
    ]);
    expect(penalties.json().total_fees).toEqual({ raw: 1750, formatted: '£17.50' });
  });

  it('counts only unpaid fees: paid and waived ones are settled', async () => {
    await t.sql(`insert into penalties (client_id, user_id, type, description, fee_amount, status)
      select client_id, id, 'no-show', 'Paid already', 500, 'paid' from users where reference = 'C100001'
      union all
      select client_id, id, 'no-show', 'Waived by the manager', 500, 'waived' from users where reference = 'C100001'`);
    expect((await get('/api/auth/user', demo.username)).json().data.has_outstanding_penalties).toBe(false);
    expect((await get('/api/my-account/user', demo.username)).json().data.has_outstanding_penalty_fees).toBe(
      false,
    );
    expect((await get('/api/my-account/user/penalties', demo.username)).json().data).toEqual([]);
  });

  it('says a document has expired, or expires soon in whole days, from the latest approved one', async () => {
    const expiry = async (username: string) =>
      (await get('/api/auth/user', username)).json().data.document_expiry;
    expect(await expiry('dana.white@example.com')).toEqual({
      expired: true,
      document_expiring_soon: false,
      days_to_expiry: -10,
    });
    expect(await expiry('eli.brown@example.com')).toEqual({
      expired: false,
      document_expiring_soon: true,
      days_to_expiry: 5,
    });
    expect(await expiry('fran.green@example.com')).toMatchObject({ days_to_expiry: 1 });
  });

  it('ignores a newer document that is pending or rejected', async () => {
    await t.sql(`insert into eligibility_documents (client_id, user_id, document_type, status, expires_on)
      select client_id, id, 'Student card', 'rejected', current_date + 300 from users where reference = 'C100022'
      union all
      select client_id, id, 'Student card', 'pending', current_date + 300 from users where reference = 'C100022'`);
    const user = (await get('/api/auth/user', 'eli.brown@example.com')).json().data;
    expect(user.document_expiry).toEqual({ expired: false, document_expiring_soon: true, days_to_expiry: 5 });
  });

  it('says when proof of eligibility is needed, with the allowance days', async () => {
    const user = (await get('/api/auth/user', 'gus.hall@example.com')).json().data;
    expect(user.membership_document_upload_required).toBe(true);
    expect(user.days_allowance_to_upload_eligibility_document).toBe(14);
  });

  it('answers 401 to a visitor on every call', async () => {
    for (const url of ['/api/auth/user', '/api/my-account/user', '/api/my-account/user/penalties']) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthenticated.' });
    }
  });

  it('answers the User to the cookie session as well', async () => {
    const login = await t.inject({
      method: 'POST',
      url: '/api/auth/customer/login',
      payload: { username: 'gus.hall@example.com', password: demo.password },
    });
    const res = await t.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: cookiesOf(login).header },
    });
    expect(res.json().data.reference).toBe('C100024');
  });
});
