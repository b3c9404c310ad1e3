import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';

describe('POST /api/auth/customer/register', () => {
  const t = useTestApp();
  let termIds: number[] = [];
  let venueId = 0;

  beforeAll(async () => {
    termIds = (await t.inject({ method: 'GET', url: '/api/terms' }))
      .json()
      .data.data.map((x: { id: number }) => x.id);
    venueId = (await t.inject({ method: 'GET', url: '/api/venues' })).json().data[0].id;
  });

  const valid = (overrides: Record<string, unknown> = {}) => ({
    client_id: undefined,
    source: 'account',
    first_name: 'Robin',
    last_name: 'Hughes',
    email: 'robin.hughes@example.com',
    password: 'Swim-Lanes-42',
    password_confirmation: 'Swim-Lanes-42',
    date_of_birth: '1988-02-29',
    home_venue_id: venueId,
    marketing_opt_in: true,
    terms: termIds,
    answers: [{ key: 'heard_about_us', answer: 'leaflet' }],
    ...overrides,
  });
  const register = (payload: Record<string, unknown>, type = 'customer_account_online') =>
    t.inject({ method: 'POST', url: `/api/auth/customer/register?onboarding_type=${type}`, payload });

  it('creates the account, its answers and a session: 201 with the token, cookies set', async () => {
    const res = await register(valid());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    expect(body.data.reference).toMatch(/^C\d{6}$/);
    expect(res.cookies.find((c) => c.name === 'sid')?.value).toBe(body.token);
    expect(res.cookies.find((c) => c.name === 'xsrf')?.value).toBeTruthy();

    const me = await t.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.json().data).toMatchObject({
      id: body.data.id,
      first_name: 'Robin',
      email: 'robin.hughes@example.com',
    });
    const form = await t.inject({
      method: 'GET',
      url: '/api/data-fields?onboarding_type=customer_account_online',
      headers: { authorization: `Bearer ${body.token}` },
    });
    const fields = form.json().data.flatMap((s: { fields: unknown[] }) => s.fields);
    const answer = (key: string) => fields.find((f: { key: string }) => f.key === key).answer;
    expect(answer('heard_about_us')).toBe('leaflet');
    expect(answer('date_of_birth')).toBe('1988-02-29');
    expect(answer('home_venue_id')).toBe(String(venueId));
    expect(answer('marketing_opt_in')).toBe('true');

    const login = await t.inject({
      method: 'POST',
      url: '/api/auth/customer/login',
      payload: { username: body.data.reference, password: 'Swim-Lanes-42' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('gives every customer a reference of their own', async () => {
    const a = await register(valid({ email: 'ref.one@example.com' }));
    const b = await register(valid({ email: 'ref.two@example.com' }));
    expect(a.json().data.reference).not.toBe(b.json().data.reference);
  });

  it('refuses a password that breaks the rules, with the help text on `password`', async () => {
    const res = await register(
      valid({ email: 'weak@example.com', password: 'short', password_confirmation: 'short' }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password).toEqual([
      'Your password must be at least 8 characters long and contain at least 1 lowercase letter, 1 uppercase letter, 1 number and 1 special character.',
    ]);
  });

  it('refuses one of the most common passwords, whatever its case', async () => {
    const res = await register(
      valid({ email: 'common@example.com', password: 'pASSWORD1!', password_confirmation: 'pASSWORD1!' }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password).toEqual(['This password is too common. Please choose another.']);
  });

  it('refuses a confirmation that does not match, with a message naming the password confirmation', async () => {
    const res = await register(
      valid({ email: 'mismatch@example.com', password_confirmation: 'Swim-Lanes-43' }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password).toEqual(['The password confirmation does not match.']);
    expect(res.json().errors.password[0]).toMatch(/password confirmation/);
  });

  it('refuses when a term is not accepted (422 on terms)', async () => {
    const res = await register(valid({ email: 'terms@example.com', terms: termIds.slice(0, 1) }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ terms: ['You must accept the terms and conditions.'] });
  });

  it('names every required field of the operator’s form that is missing', async () => {
    const { date_of_birth: _d, home_venue_id: _h, ...rest } = valid({ email: 'missing@example.com' });
    const res = await register(rest, 'membership_purchase');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      date_of_birth: ['Date of birth is required.'],
      home_venue_id: ['Home venue is required.'],
      address_line_1: ['Address line 1 is required.'],
      city: ['Town or city is required.'],
      postcode: ['Postcode is required.'],
    });
  });

  it('refuses a missing name and a bad email through the contract, keyed by wire names', async () => {
    const res = await register(valid({ first_name: '', email: 'not-an-email' }));
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'first_name']);
  });

  it('refuses an unknown custom field, a wrong choice, a field the customer may not set, and a future birthday', async () => {
    const res = await register(
      valid({
        email: 'answers@example.com',
        date_of_birth: '2999-01-01',
        answers: [
          { key: 'heard_about_us', answer: 'carrier-pigeon' },
          { key: 'shoe_size', answer: '9' },
          { key: 'concession_number', answer: 'OAP-1' },
        ],
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      date_of_birth: ['Date must be valid.'],
      heard_about_us: ['The selected How did you hear about us? is invalid.'],
      shoe_size: ['This field is not part of the form.'],
      concession_number: ['This field cannot be changed online.'],
    });
  });

  it('refuses another operator’s venue, another operator’s id, and an onboarding type it does not know', async () => {
    const res = await register(valid({ email: 'venue@example.com', home_venue_id: 999_999, client_id: 999 }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      client_id: ['Unknown operator.'],
      home_venue_id: ['The selected home venue is invalid.'],
    });
    const type = await register(valid({ email: 'type@example.com' }), 'walk_in');
    expect(type.statusCode).toBe(422);
    expect(type.json().errors.onboarding_type).toBeDefined();
  });

  it('sends someone whose email already signs in to log in instead', async () => {
    const res = await register(valid({ email: 'Alex.Morgan@example.com' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      email: ['An account with this email address already exists. Please log in instead.'],
    });
  });

  it('writes nothing when it refuses', async () => {
    await register(valid({ email: 'nothing@example.com', terms: [] }));
    const rows = (await t.sql(
      `select count(*)::int as n from users where email = 'nothing@example.com'`,
    )) as {
      rows: { n: number }[];
    };
    expect(rows.rows[0]!.n).toBe(0);
  });
});
