import type { StaffRole } from '@/features/staff/api/staff-types';
import { fohPaths } from './foh-paths';
import { managerRoles } from './kiosks-audit-roles';

export type FohNavLink = {
  key: string;
  href: string;
  /** An i18n key with its namespace ('foh:nav.customers'): another page's words may live elsewhere. */
  label: string;
  /** Who sees it; everyone when absent. The API refuses the others anyway: this only hides the link. */
  roles?: StaffRole[];
};

/** The desk's navigation, in order. Pages of the desk add their entry here. */
export const fohNavLinks: FohNavLink[] = [
  { key: 'customers', href: fohPaths.home, label: 'foh:nav.customers' },
  { key: 'guestPasses', href: fohPaths.guestPasses, label: 'fohOffice:nav.guestPasses' },
  { key: 'queues', href: fohPaths.queues, label: 'fohOffice:nav.queues' },
  { key: 'takings', href: fohPaths.takings, label: 'fohOffice:nav.takings' },
  { key: 'kiosks', href: fohPaths.kiosks, label: 'fohOffice:nav.kiosks', roles: managerRoles },
  { key: 'audit', href: fohPaths.audit, label: 'fohOffice:nav.audit', roles: managerRoles },
];

export function navLinksFor(role: StaffRole, links: FohNavLink[] = fohNavLinks): FohNavLink[] {
  return links.filter((link) => !link.roles || link.roles.includes(role));
}

/** The start page is current only for itself and a customer's pages; the others for their own children. */
export function isCurrentLink(href: string, pathname: string): boolean {
  if (href === fohPaths.home) return pathname === href || pathname.startsWith('/foh/customers/');
  return pathname === href || pathname.startsWith(href.endsWith('/') ? href : `${href}/`);
}
