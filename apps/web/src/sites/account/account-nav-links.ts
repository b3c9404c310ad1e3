import type { Paths } from '@/lib/paths';

export type AccountNavLink = { key: string; label: string; href: string };

/**
 * Spec part 1 §2 "Account navigation". Desktop: Dashboard, My details, Memberships, Packages, Bookings,
 * Guest passes (when online guest passes are enabled), Payments; then Log out. Mobile: the Account
 * dropdown's own list, where Bookings goes straight to the upcoming ones.
 */
export function accountNavLinks(paths: Paths, guestPasses: boolean) {
  const desktop = [
    { key: 'dashboard', href: paths.account.dashboard.getHref() },
    { key: 'userDetails', href: paths.account.userDetails.getHref() },
    { key: 'memberships', href: paths.account.memberships.getHref() },
    { key: 'packages', href: paths.account.packages.getHref() },
    { key: 'bookings', href: paths.account.bookings.getHref() },
    ...(guestPasses ? [{ key: 'guestPasses', href: paths.account.guestPasses.getHref() }] : []),
    { key: 'payments', href: paths.account.payments.getHref() },
  ];
  const mobile = [
    { key: 'mobileDashboard', href: paths.account.dashboard.getHref() },
    { key: 'userDetails', href: paths.account.userDetails.getHref() },
    { key: 'memberships', href: paths.account.memberships.getHref() },
    { key: 'packages', href: paths.account.packages.getHref() },
    { key: 'bookings', href: paths.account.bookings.getHref('upcoming') },
    { key: 'payments', href: paths.account.payments.getHref() },
  ];
  return { desktop, mobile };
}

/** The link of the section a path belongs to: the dashboard only for itself, the others for their children. */
export function isCurrentSection(linkPath: string, pathname: string): boolean {
  const link = linkPath.split('?')[0] ?? '';
  if (link.endsWith('/')) return pathname === link || `${pathname}/` === link;
  const section = link.replace(/\/(upcoming)$/, '');
  return pathname === section || pathname.startsWith(`${section}/`);
}
