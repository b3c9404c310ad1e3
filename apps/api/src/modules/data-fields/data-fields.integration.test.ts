import { describe, expect, it } from 'vitest';
import { demo, useTestApp } from '../../../test/test-app';

type Field = {
  key: string;
  type: string;
  answer: string | null;
  is_authorised: boolean;
  is_required: boolean;
};
type Section = { title: string; fields: Field[] };

describe('GET /api/data-fields', () => {
  const t = useTestApp();
  const get = (type: string, headers: Record<string, string> = {}) =>
    t.inject({ method: 'GET', url: `/api/data-fields?onboarding_type=${type}`, headers });

  it('lists the form’s sections in order, with typed fields and no answers for a visitor', async () => {
    const res = await get('customer_account_online');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('ok');
    expect(body.checksum).toMatch(/^[0-9a-f]{64}$/);
    expect(body.data.map((s: Section) => s.title)).toEqual(['Your details', 'Address', 'Preferences']);
    const fields: Field[] = body.data.flatMap((s: Section) => s.fields);
    expect(fields.map((f) => f.key)).toEqual([
      'first_name',
      'last_name',
      'email',
      'date_of_birth',
      'phone',
      'password',
      'password_confirmation',
      'address_line_1',
      'address_line_2',
      'city',
      'postcode',
      'home_venue_id',
      'marketing_opt_in',
      'heard_about_us',
      'concession_number',
    ]);
    expect(fields.every((f) => f.answer === null)).toBe(true);
    const byKey = Object.fromEntries(fields.map((f) => [f.key, f]));
    expect(byKey.date_of_birth).toMatchObject({
      type: 'date',
      is_required: true,
      description: expect.any(String),
    });
    expect(byKey.phone).toMatchObject({ type: 'phone', is_required: false, placeholder: '07700 900123' });
    expect(byKey.concession_number).toMatchObject({ is_authorised: false });
    expect(byKey.home_venue_id).toMatchObject({ type: 'select' });
    expect((byKey.home_venue_id as unknown as { options: { label: string }[] }).options).toHaveLength(10);
    expect((byKey.heard_about_us as unknown as { options: unknown[] }).options).toContainEqual({
      value: 'friend',
      label: 'A friend or family member',
    });
  });

  it('fills the signed-in customer’s answers from the account and from custom answers', async () => {
    const login = await t.inject({
      method: 'POST',
      url: '/api/auth/customer/login',
      payload: { username: demo.username, password: demo.password },
    });
    const updated = await t.inject({
      method: 'PUT',
      url: '/api/my-account/user/update?onboarding_type=membership_purchase',
      payload: { answers: [{ key: 'heard_about_us', answer: 'passing' }] },
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    const auth = { authorization: `Bearer ${updated.json().token}` };
    const res = await get('membership_purchase', auth);
    const fields: Field[] = res.json().data.flatMap((s: Section) => s.fields);
    const answers = Object.fromEntries(fields.map((f) => [f.key, f.answer]));
    expect(answers).toMatchObject({
      first_name: 'Alex',
      last_name: 'Morgan',
      email: 'alex.morgan@example.com',
      date_of_birth: '1990-04-12',
      phone: '07700 900123',
      address_line_1: '14 Oxford Road',
      address_line_2: null,
      city: 'Manchester',
      postcode: 'M1 5QA',
      marketing_opt_in: 'true',
      heard_about_us: 'passing',
      concession_number: null,
      password: null,
    });
    expect(answers.home_venue_id).toMatch(/^\d+$/);
  });

  it('keeps the checksum while the definition stands and changes it when the operator edits the form', async () => {
    const first = (await get('customer_account_online')).json().checksum;
    expect((await get('customer_account_online')).json().checksum).toBe(first);
    expect((await get('membership_purchase')).json().checksum).not.toBe(first);
    await t.sql(`update data_fields set label = 'Mobile number' where key = 'phone'`);
    expect((await get('customer_account_online')).json().checksum).not.toBe(first);
  });

  it('refuses a missing or unknown onboarding type (422)', async () => {
    const missing = await t.inject({ method: 'GET', url: '/api/data-fields' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.onboarding_type).toBeDefined();
    expect((await get('walk_in')).statusCode).toBe(422);
  });
});
