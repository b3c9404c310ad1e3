import { describe, expect, it } from 'vitest';
import { type FohNavLink, isCurrentLink, navLinksFor } from './foh-nav-links';
import { fohPaths, safeFohRedirect } from './foh-paths';

describe('the desk navigation', () => {
  const links: FohNavLink[] = [
    { key: 'customers', href: '/foh/', label: 'foh:nav.customers' },
    { key: 'audit', href: '/foh/audit', label: 'foh:nav.audit', roles: ['venue_manager', 'operator_admin'] },
  ];

  it('shows a manager’s link to managers only', () => {
    expect(navLinksFor('front_of_house', links).map((link) => link.key)).toEqual(['customers']);
    expect(navLinksFor('venue_manager', links).map((link) => link.key)).toEqual(['customers', 'audit']);
  });

  it('marks the section of the current page', () => {
    expect(isCurrentLink('/foh/', '/foh/')).toBe(true);
    expect(isCurrentLink('/foh/', '/foh/customers/12/sell')).toBe(true);
    expect(isCurrentLink('/foh/', '/foh/audit')).toBe(false);
    expect(isCurrentLink('/foh/audit', '/foh/audit/3')).toBe(true);
    expect(isCurrentLink('/foh/audit', '/foh/auditor')).toBe(false);
  });

  it('sends a signed-in member of staff back only to a desk page', () => {
    expect(safeFohRedirect('/foh/customers/4')).toBe('/foh/customers/4');
    expect(safeFohRedirect('/account/')).toBe('/foh/');
    expect(safeFohRedirect('https://evil.example/foh/')).toBe('/foh/');
    expect(safeFohRedirect('/foh/login')).toBe('/foh/');
    expect(safeFohRedirect(null)).toBe('/foh/');
    expect(fohPaths.login('/foh/customers/4')).toBe('/foh/login?redirect=%2Ffoh%2Fcustomers%2F4');
  });
});
