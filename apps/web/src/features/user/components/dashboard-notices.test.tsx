import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNamespaces } from '@/lib/i18n';
import { type DashboardNotice, dashboardNotices } from '../lib/dashboard-notices';
import { DashboardNotices } from './dashboard-notices';

const calm = {
  membershipDocumentUploadRequired: false,
  daysAllowanceToUploadEligibilityDocument: null,
  documentExpiry: { expired: false, documentExpiringSoon: false, daysToExpiry: null },
  hasUnpaidFees: false,
};

function show(notices: DashboardNotice[]) {
  const router = createMemoryRouter([{ path: '*', element: <DashboardNotices notices={notices} /> }]);
  render(<RouterProvider router={router} />);
}

beforeAll(() => loadNamespaces('account'));

describe('dashboard notices', () => {
  it('shows none for a customer with nothing to act on', () => {
    expect(dashboardNotices(calm)).toEqual([]);
  });

  it('lists every notice in the spec’s order', () => {
    expect(
      dashboardNotices({
        membershipDocumentUploadRequired: true,
        daysAllowanceToUploadEligibilityDocument: 14,
        documentExpiry: { expired: true, documentExpiringSoon: false, daysToExpiry: -2 },
        hasUnpaidFees: true,
      }),
    ).toEqual([
      { kind: 'proofOfEligibilityRequired', days: 14 },
      { kind: 'documentExpired' },
      { kind: 'unpaidFees' },
    ]);
    expect(
      dashboardNotices({
        ...calm,
        documentExpiry: { expired: false, documentExpiringSoon: true, daysToExpiry: 5 },
      }),
    ).toEqual([{ kind: 'documentExpiring', days: 5 }]);
  });

  it('says day for one and days for more (the plural rule)', () => {
    show([{ kind: 'documentExpiring', days: 1 }]);
    expect(screen.getByText('Your eligibility document is due to expire in 1 day.')).toBeTruthy();
    show([{ kind: 'documentExpiring', days: 5 }]);
    expect(screen.getByText('Your eligibility document is due to expire in 5 days.')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Go to Memberships' })[0]?.getAttribute('href')).toBe(
      '/account/memberships',
    );
  });

  it('gives the allowance days of the proof of eligibility, and sends unpaid fees to Payments', () => {
    show([{ kind: 'proofOfEligibilityRequired', days: 14 }, { kind: 'unpaidFees' }]);
    expect(screen.getByRole('heading', { name: 'Proof of eligibility required' })).toBeTruthy();
    expect(
      screen.getByText(
        'Your membership will be suspended and you will lose access if proof of eligibility is not provided within 14 days.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'You have unpaid fees on your account' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Payments' }).getAttribute('href')).toBe(
      '/account/payments',
    );
  });
});
