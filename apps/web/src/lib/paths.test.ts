import { describe, expect, it } from 'vitest';
import { createPaths, isSafeRedirect, toRouterPath } from './paths';

const oneOrigin = { bookings: '/', account: '/account', join: '/join' };

describe('paths', () => {
  it('builds the sub-site links on one origin', () => {
    const paths = createPaths({ urls: oneOrigin, kiosk: false, centre: null });
    expect(paths.bookings.home.getHref()).toBe('/');
    expect(paths.bookings.redirectToSelectedVenue.getHref()).toBe('/redirect-to-selected-venue');
    expect(paths.bookings.basket.getHref()).toBe('/basket');
    expect(paths.account.dashboard.getHref()).toBe('/account/');
    expect(paths.account.login.getHref()).toBe('/account/login');
    expect(paths.account.login.getHref('/account/payments?tab=2')).toBe(
      '/account/login?redirect=%2Faccount%2Fpayments%3Ftab%3D2',
    );
    expect(paths.account.register.getHref()).toBe('/account/register');
    expect(paths.join.home.getHref()).toBe('/join/');
    expect(paths.join.centre.getHref('leeds central')).toBe('/join/centre/leeds%20central');
  });

  it('builds the booking and order links', () => {
    const paths = createPaths({ urls: oneOrigin, kiosk: false, centre: null });
    expect(paths.bookings.venue.getHref('leeds')).toBe('/location/leeds');
    expect(paths.bookings.timetable.getHref('leeds', 'classes', '2026-09-26')).toBe(
      '/location/leeds/classes/2026-09-26/by-time',
    );
    expect(paths.bookings.session.getHref('leeds', 'yoga', '2026-09-26', '12')).toBe(
      '/location/leeds/yoga/2026-09-26/by-time/class/12',
    );
    expect(paths.bookings.slot.getHref('leeds', 'squash', '2026-09-26', '09:00', '09:40')).toBe(
      '/location/leeds/squash/2026-09-26/by-time/slot/09:00-09:40',
    );
    expect(paths.bookings.checkout.getHref()).toBe('/basket/checkout');
    expect(paths.bookings.bookingConfirmed.getHref(42)).toBe('/booking-confirmed/42');
    expect(paths.account.orderDetails.getHref(42)).toBe('/account/payments/order-history/42');
  });

  it('builds the change and renew links of a membership', () => {
    const paths = createPaths({ urls: oneOrigin, kiosk: false, centre: null });
    expect(paths.join.change.getHref(7)).toBe('/join/memberships/change/7');
    expect(paths.join.renew.getHref(7, 'gold 12', 'fixed')).toBe('/join/memberships/renew/7/gold%2012/fixed');
  });

  it('carries the kiosk flag and the centre on every link in kiosk mode', () => {
    const paths = createPaths({ urls: oneOrigin, kiosk: true, centre: 'leeds' });
    expect(paths.bookings.redirectToSelectedVenue.getHref()).toBe(
      '/redirect-to-selected-venue?kiosk=true&centre=leeds',
    );
    expect(paths.account.login.getHref('/account/')).toBe(
      '/account/login?redirect=%2Faccount%2F&kiosk=true&centre=leeds',
    );
    expect(paths.kiosk.home.getHref()).toBe('/kiosk/?kiosk=true&centre=leeds');
    expect(paths.withKiosk('/basket#items')).toBe('/basket?kiosk=true&centre=leeds#items');
  });

  it('sends Buy a membership to the venue, or to the centre list without a venue or in kiosk mode', () => {
    const web = createPaths({ urls: oneOrigin, kiosk: false, centre: null });
    expect(web.join.buyMembership.getHref('leeds')).toBe('/join/centre/leeds');
    expect(web.join.buyMembership.getHref(null)).toBe('/join/');
    const kiosk = createPaths({ urls: oneOrigin, kiosk: true, centre: 'york' });
    expect(kiosk.join.buyMembership.getHref('leeds')).toBe('/join/?kiosk=true&centre=york');
  });

  it('builds full addresses when a sub-site lives on its own host', () => {
    const paths = createPaths({
      urls: { bookings: 'https://book.example.org', account: 'https://account.example.org/', join: '/join' },
      kiosk: false,
      centre: null,
    });
    expect(paths.account.login.getHref()).toBe('https://account.example.org/login');
    expect(paths.bookings.basket.getHref()).toBe('https://book.example.org/basket');
    expect(toRouterPath(paths.account.login.getHref(), 'https://book.example.org')).toBeNull();
    expect(toRouterPath('https://book.example.org/basket?x=1', 'https://book.example.org')).toBe(
      '/basket?x=1',
    );
  });

  it('accepts only paths of this origin as a redirect target', () => {
    expect(isSafeRedirect('/account/payments?x=1')).toBe(true);
    expect(isSafeRedirect('//evil.example')).toBe(false);
    expect(isSafeRedirect('https://evil.example')).toBe(false);
    expect(isSafeRedirect(null)).toBe(false);
  });
});
