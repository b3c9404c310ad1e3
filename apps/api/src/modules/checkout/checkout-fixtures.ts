import type { TestApp } from '../../../test/test-app';
import { demo } from '../../../test/test-app';

type Rows<T> = { rows: T[] };
type Json = Record<string, any>;

export const cards = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  challenge: '4000 0027 6000 3184',
};

/**
 * Sessions of their own beside the demo timetable (so no test depends on which seeded session is full
 * today), signed-in customers, and the steps of a card checkout through the sandbox gateway's endpoints.
 */
export async function createCheckoutFixtures(t: TestApp) {
  const one = async <T>(text: string) => ((await t.sql(text)) as Rows<T>).rows[0]!;
  const { client_id: clientId, venue_id: venueId } = await one<{ client_id: number; venue_id: number }>(
    `select client_id, id as venue_id from venues where slug = 'manchester-central'`,
  );
  const { id: categoryId } = await one<{ id: number }>(
    `insert into activity_categories (client_id, slug, name, kind) values (${clientId}, 'checkout-tests', 'Checkout tests', 'classes') returning id`,
  );
  const { id: locationId } = await one<{ id: number }>(
    `insert into locations (client_id, venue_id, name, slug, type) values (${clientId}, ${venueId}, 'Studio C', 'checkout-studio-c', 'studio') returning id`,
  );
  const { id: activityId } = await one<{ id: number }>(
    `insert into activities (client_id, venue_id, category_id, slug, name, duration_minutes, release_days_ahead, allows_anonymous_bookings)
     values (${clientId}, ${venueId}, ${categoryId}, 'checkout-class', 'Checkout class', 60, 7, true) returning id`,
  );
  await t.sql(
    `insert into pricing_options (client_id, activity_id, kind, name, price) values (${clientId}, ${activityId}, 'payg', 'Pay as you go', 650)`,
  );

  async function session({ days = 2, capacity = 10, booked = 0 } = {}): Promise<number> {
    const { id } = await one<{ id: number }>(
      `insert into occurrences (client_id, activity_id, venue_id, location_id, starts_at, ends_at, capacity, booked_count)
       values (${clientId}, ${activityId}, ${venueId}, ${locationId},
               now() + interval '${days} days', now() + interval '${days} days' + interval '1 hour', ${capacity}, ${booked})
       returning id`,
    );
    return id;
  }

  async function signIn(username: string): Promise<Record<string, string>> {
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/customer/login',
      payload: { username, password: demo.password },
    });
    if (res.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${res.statusCode}`);
    return { authorization: `Bearer ${res.json().token}` };
  }

  const post = (headers: Record<string, string>, url: string, payload: Json) =>
    t.inject({ method: 'POST', url, headers, payload });

  /** An empty basket with one place in the session. */
  async function basketWith(headers: Record<string, string>, occurrenceId: number) {
    await t.inject({ method: 'DELETE', url: '/api/activities/cart', headers });
    const res = await post(headers, '/api/activities/cart/add', {
      items: [{ id: String(occurrenceId), type: 'activity', activity_restriction_ids: [] }],
    });
    if (res.statusCode !== 200) throw new Error(`add failed: ${res.statusCode} ${res.body}`);
    return res.json().data;
  }

  async function termsIds(headers: Record<string, string>): Promise<number[]> {
    return (await t.inject({ method: 'GET', url: '/api/checkout/prepare', headers })).json().data.terms_ids;
  }

  /** Starts the card payment and types the card into the gateway's form, as the framed page does. */
  async function payByCard(
    headers: Record<string, string>,
    key: string,
    number = cards.succeeds,
    startWith: Json = {},
  ) {
    const start = await post(headers, '/api/checkout/payment', { idempotency_key: key, ...startWith });
    if (start.statusCode !== 200) throw new Error(`payment failed: ${start.statusCode} ${start.body}`);
    const payment = start.json().data;
    const confirm = await t.inject({
      method: 'POST',
      url: '/gateway/sandbox/confirm',
      payload: {
        client_secret: payment.client_secret,
        cardholder_name: 'Alex Morgan',
        card_number: number,
        expiry: '12/30',
        security_code: '123',
        save_card: false,
      },
    });
    return { payment, confirm: confirm.json().data as Json };
  }

  const complete = (
    headers: Record<string, string>,
    payload: Json,
    extraHeaders: Record<string, string> = {},
  ) =>
    post({ ...headers, ...extraHeaders }, '/api/checkout/complete', {
      source: 'activity-booking',
      ...payload,
    });

  /** The whole card checkout of the basket as it is, terms ticked: the pay call's answer and the payment. */
  async function checkoutByCard(headers: Record<string, string>, key: string) {
    const terms = await termsIds(headers);
    const { payment } = await payByCard(headers, key);
    const paid = await complete(headers, {
      payments: [{ tender_type: 'card', payment_id: payment.payment_id }],
      terms,
      idempotency_key: key,
    });
    return { paid, paymentId: payment.payment_id as number };
  }

  async function intentOf(paymentId: number) {
    return one<{ status: string; card_last_four: string | null; card_token: string | null }>(
      `select i.status, i.card_last_four, i.card_token from sandbox_payment_intents i
       join payments p on p.provider_ref = i.id where p.id = ${paymentId}`,
    );
  }

  return {
    clientId,
    activityId,
    session,
    signIn,
    post,
    basketWith,
    termsIds,
    payByCard,
    complete,
    checkoutByCard,
    intentOf,
    one,
  };
}
