import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '@/lib/i18n';
import type { AccountMembership } from '../api/get-memberships';
import { MembershipCard } from './membership-card';

beforeAll(() => loadNamespaces('memberships'));

const membership = {
  id: 12,
  reference: 'M100043',
  slug: 'gym-and-swim',
  status: 'active',
  statusInfo: null,
  holder: { id: 1, name: 'Riley Shaw' },
  membershipType: { id: 1, name: 'Gym & Swim', coverage: 'national', eligibilityCriterion: null },
  homeVenue: null,
  paymentType: 'recurring',
  startDate: { date: { raw: '2026-01-15', fullDate: '15 January 2026' } },
  expiresAt: null,
  price: null,
  nextPaymentDate: null,
  benefits: [
    { id: 1, name: 'Group exercise classes', description: '', remainingUses: null, renewsAt: null },
    {
      id: 2,
      name: 'Swim sessions',
      description: '',
      remainingUses: 3,
      renewsAt: { rawPretty: '01/12/2026' },
    },
    { id: 3, name: 'Guest pass', description: '', remainingUses: 0, renewsAt: { rawPretty: '01/12/2026' } },
    { id: 4, name: 'Gym induction', description: '', remainingUses: 1, renewsAt: null },
  ],
  document: null,
  managementEnabled: true,
  renewable: false,
  canRenew: false,
} as unknown as AccountMembership;

describe('MembershipCard benefits', () => {
  it('shows each limited benefit’s uses left and when they renew, and nothing more for an unlimited one', () => {
    render(<MembershipCard membership={membership} userId={1} onManage={vi.fn()} onRenewLapsed={vi.fn()} />);
    const items = within(screen.getByRole('list', { name: '' }).closest('dd')!)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'Group exercise classes',
      'Swim sessions: 3 left, renews 01/12/2026',
      'Guest pass: 0 left, renews 01/12/2026',
      'Gym induction: 1 left',
    ]);
  });
});
