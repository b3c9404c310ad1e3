import { describe, expect, it } from 'vitest';
import { createPaths } from '@/lib/paths';
import { accountNavLinks, isCurrentSection } from './account-nav-links';

const urls = { bookings: '/', account: '/account', join: '/join' };

describe('account navigation', () => {
  it('lists the desktop links of spec part 1 §2, guest passes only when enabled', () => {
    const paths = createPaths({ urls, kiosk: false, centre: null });
    expect(accountNavLinks(paths, true).desktop.map((l) => l.href)).toEqual([
      '/account/',
      '/account/user-details',
      '/account/memberships',
      '/account/packages',
      '/account/bookings',
      '/account/guest-passes',
      '/account/payments',
    ]);
    expect(accountNavLinks(paths, false).desktop.map((l) => l.key)).not.toContain('guestPasses');
  });

  it('lists the mobile dropdown, where Bookings goes to the upcoming ones', () => {
    const paths = createPaths({ urls, kiosk: false, centre: null });
    expect(accountNavLinks(paths, true).mobile.map((l) => [l.key, l.href])).toEqual([
      ['mobileDashboard', '/account/'],
      ['userDetails', '/account/user-details'],
      ['memberships', '/account/memberships'],
      ['packages', '/account/packages'],
      ['bookings', '/account/bookings/upcoming'],
      ['payments', '/account/payments'],
    ]);
  });

  it('carries the kiosk flag and centre', () => {
    const paths = createPaths({ urls, kiosk: true, centre: 'leeds' });
    expect(accountNavLinks(paths, false).mobile[1]?.href).toBe(
      '/account/user-details?kiosk=true&centre=leeds',
    );
  });

  it('marks the section of the page as current', () => {
    expect(isCurrentSection('/account/', '/account/')).toBe(true);
    expect(isCurrentSection('/account/', '/account/user-details')).toBe(false);
    expect(isCurrentSection('/account/user-details', '/account/user-details/waivers/gym')).toBe(true);
    expect(isCurrentSection('/account/bookings/upcoming', '/account/bookings/historic')).toBe(true);
    expect(isCurrentSection('/account/payments?kiosk=true', '/account/payments')).toBe(true);
  });
});
