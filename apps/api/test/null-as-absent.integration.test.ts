import { beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, useTestApp } from './test-app';

type Json = Record<string, any>;

/**
 * Scripts send null for a value they have not got (spec part 3 marks such fields optional): an optional
 * request field that is null reads as absent, never as a 422 (issue 10).
 */
describe('null for an optional request field', () => {
  const t = useTestApp();
  let bearer: Record<string, string>;
  const venue = '/api/activities/venue/manchester-central';

  beforeAll(async () => {
    bearer = await bearerOf(t);
  });

  const get = async (url: string) => (await t.inject({ method: 'GET', url, headers: bearer })).json();

  /** The first classes session, over the days listed, whose action is `status`. */
  async function sessionWhose(status: string): Promise<Json> {
    for (const day of (await get(`${venue}/activity-category/classes/dates`)).data as Json[]) {
      const times = (await get(`${venue}/activity-category/classes/times?date=${day.raw}`)).data as Json[];
      const found = times.find((s) => s.action_to_show?.status === status);
      if (found) return found;
    }
    throw new Error(`no ${status} session`);
  }

  it('adds to the basket with every optional field of the line and the actor null', async () => {
    const session = await sessionWhose('BOOK');
    const res = await t.inject({
      method: 'POST',
      url: '/api/activities/cart/add',
      headers: bearer,
      payload: {
        items: [
          {
            id: session.id,
            type: 'purchasableOccurrence',
            pricing_option_id: null,
            ticket_id: null,
            apply_benefit: null,
            purchased_for_user_id: null,
            activity_restriction_ids: null,
          },
        ],
        membership_user_id: null,
        selected_user_id: null,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const line = (res.json().data.items as Json[]).find((i) => i.name === session.name);
    expect(line).toBeDefined();
  });

  it('joins a waitlist for oneself when user_id is null', async () => {
    const full = await sessionWhose('FULL');
    const res = await t.inject({
      method: 'POST',
      url: '/api/my-account/waitlist',
      headers: bearer,
      payload: { occurrence_id: Number(full.id), user_id: null },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.attendee.name).toBe('Alex Morgan');
  });

  it('registers with the optional profile fields null, and a profile update leaves null fields as they were', async () => {
    const terms = (await get('/api/terms')).data.data.map((x: { id: number }) => x.id);
    const homeVenueId = (await get('/api/venues')).data[0].id;
    const registered = await t.inject({
      method: 'POST',
      url: '/api/auth/customer/register?onboarding_type=customer_account_online',
      payload: {
        client_id: null,
        source: null,
        first_name: 'Robin',
        last_name: 'Null',
        email: 'robin.null@example.com',
        password: 'Swim-Lanes-42',
        password_confirmation: 'Swim-Lanes-42',
        date_of_birth: '1988-02-29',
        phone: '07700 900123',
        address_line_1: null,
        address_line_2: null,
        city: null,
        postcode: null,
        home_venue_id: homeVenueId,
        marketing_opt_in: null,
        terms,
        answers: [{ key: 'heard_about_us', answer: 'leaflet' }],
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const robin = { authorization: `Bearer ${registered.json().token}` };

    const updated = await t.inject({
      method: 'PUT',
      url: '/api/my-account/user/update?onboarding_type=customer_account_online',
      headers: robin,
      payload: { first_name: 'Robyn', phone: null, city: null, answers: null },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const phone = (await t.sql(
      `select first_name, phone from users where email = 'robin.null@example.com'`,
    )) as {
      rows: Json[];
    };
    expect(phone.rows[0]).toEqual({ first_name: 'Robyn', phone: '07700 900123' });
  });
});
