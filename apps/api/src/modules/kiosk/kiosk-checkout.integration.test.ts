import { kioskDeviceCookie, kioskMessages } from '@leisure/contracts/foh-kiosk-rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCheckoutFixtures } from '../../../test/fixtures/checkout-fixtures';
import { createStaffMember } from '../../../test/fixtures/staff-fixtures';
import { useTestApp } from '../../../test/test-app';

type Fixtures = Awaited<ReturnType<typeof createCheckoutFixtures>>;
type Headers = Record<string, string>;

/** On an enrolled kiosk the server records orders as 'kiosk' and neither offers nor keeps saved cards. */
describe('paying on a kiosk', () => {
  const t = useTestApp();
  let f: Fixtures;
  let kiosk: Headers;
  let alex: Headers;
  beforeAll(async () => {
    f = await createCheckoutFixtures(t);
    const manager = await createStaffMember(t, { role: 'venue_manager' });
    const res = await t.inject({
      method: 'POST',
      url: '/api/foh/kiosks',
      headers: manager.headers,
      payload: { venue_id: manager.venueIds[0], name: 'Checkout kiosk' },
    });
    const token = res.cookies.find((c) => c.name === kioskDeviceCookie)!.value;
    alex = await f.signIn('alex.morgan@example.com');
    kiosk = { ...alex, cookie: `${kioskDeviceCookie}=${token}` };
  });
  const sourceOf = async (key: string) =>
    (await f.one<{ source: string }>(`select source from orders where idempotency_key = '${key}'`)).source;
  const savedCards = async () =>
    (await f.one<{ n: number }>(`select count(*)::int as n from saved_cards where removed = false`)).n;

  it('records a kiosk’s order as source kiosk whatever the page says, and saves no card though asked', async () => {
    await f.basketWith(kiosk, await f.session());
    const prepared = await t.inject({ method: 'GET', url: '/api/checkout/prepare', headers: kiosk });
    expect(prepared.json().data.saved_cards).toEqual([]);
    expect(prepared.headers['cache-control']).toBe('no-store');
    const terms = prepared.json().data.terms_ids;
    const start = await f.post(kiosk, '/api/checkout/payment', { idempotency_key: 'kiosk-order-1' });
    const payment = start.json().data;
    expect(payment.card_form_url).toContain('save_card=off');
    const form = await t.inject({
      method: 'GET',
      url: payment.card_form_url.replace(/^https?:\/\/[^/]+/, ''),
    });
    expect(form.body).not.toContain('Save card');
    const cardsBefore = await savedCards();
    await t.inject({
      method: 'POST',
      url: '/gateway/sandbox/confirm',
      payload: {
        client_secret: payment.client_secret,
        cardholder_name: 'Alex Morgan',
        card_number: '4242 4242 4242 4242',
        expiry: '12/30',
        security_code: '123',
        save_card: true,
      },
    });
    const paid = await f.complete(kiosk, {
      payments: [{ tender_type: 'card', payment_id: payment.payment_id }],
      terms,
      idempotency_key: 'kiosk-order-1',
      source: 'activity-booking',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await sourceOf('kiosk-order-1')).toBe('kiosk');
    expect(await savedCards()).toBe(cardsBefore);
  });

  it('does not believe a page that says kiosk without an enrolled device', async () => {
    await f.basketWith(alex, await f.session());
    const { paid } = await (async () => {
      const terms = await f.termsIds(alex);
      const { payment } = await f.payByCard(alex, 'claimed-kiosk');
      return {
        paid: await f.complete(alex, {
          payments: [{ tender_type: 'card', payment_id: payment.payment_id }],
          terms,
          idempotency_key: 'claimed-kiosk',
          source: 'kiosk',
        }),
      };
    })();
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await sourceOf('claimed-kiosk')).toBe('activity-booking');
  });

  it('refuses paying with a saved card on a kiosk', async () => {
    await f.basketWith(kiosk, await f.session());
    const res = await f.post(kiosk, '/api/checkout/payment', {
      idempotency_key: 'kiosk-saved',
      saved_card_id: 1,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(kioskMessages.noSavedCardsOnKiosk);
  });
});
