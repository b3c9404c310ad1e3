import type { GuestPassAllowanceType, GuestPassStatus } from '@leisure/contracts/guest-pass-rules';
import type { Pagination } from '@leisure/contracts/guest-passes';

/** Where a pass's use is spent from: a benefit's use in its period, or a package bought. */
export type AllowanceSource =
  | { kind: 'benefit'; membershipId: number; benefitId: number; periodStart: string }
  | { kind: 'package'; purchaseId: number };

/** An allowance as the service works with it: the contract's, with its instant and its source. */
export type Allowance = {
  id: string;
  type: GuestPassAllowanceType;
  pricingOptionId: number;
  name: string;
  usesRemaining: number;
  expiresAt: Date;
  /** null: every venue of the operator. */
  venueIds: number[] | null;
  source: AllowanceSource;
};

type BenefitStanding = {
  membershipId: number;
  benefitId: number;
  name: string;
  paymentOptionId: number | null;
  usesRemaining: number;
  expiresAt: Date;
  periodStart: string;
  venueIds: number[] | null;
};
type PackageHeld = {
  purchaseId: number;
  packageId: number;
  name: string;
  guestPasses: number;
  venueId: number | null;
  expiresAt: Date;
};

/**
 * Every allowance with a use left, soonest expiry first (the order a send spends them in): the benefits'
 * uses left in their periods, and each package's guest passes less the passes already sent from it.
 */
export function allowancesFrom(
  benefits: BenefitStanding[],
  packages: PackageHeld[],
  sentFrom: ReadonlyMap<number, number>,
): Allowance[] {
  const all: Allowance[] = [
    ...benefits.map(
      (b): Allowance => ({
        id: `benefit:${b.membershipId}:${b.benefitId}`,
        type: 'benefit',
        pricingOptionId: b.paymentOptionId ?? 0,
        name: b.name,
        usesRemaining: b.usesRemaining,
        expiresAt: b.expiresAt,
        venueIds: b.venueIds,
        source: {
          kind: 'benefit',
          membershipId: b.membershipId,
          benefitId: b.benefitId,
          periodStart: b.periodStart,
        },
      }),
    ),
    ...packages.map(
      (p): Allowance => ({
        id: `package:${p.purchaseId}`,
        type: 'package',
        pricingOptionId: p.packageId,
        name: p.name,
        usesRemaining: p.guestPasses - (sentFrom.get(p.purchaseId) ?? 0),
        expiresAt: p.expiresAt,
        venueIds: p.venueId === null ? null : [p.venueId],
        source: { kind: 'package', purchaseId: p.purchaseId },
      }),
    ),
  ];
  return all
    .filter((a) => a.usesRemaining > 0)
    .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || a.id.localeCompare(b.id));
}

export const validAt = (allowance: Pick<Allowance, 'venueIds'>, venueId: number) =>
  allowance.venueIds === null || allowance.venueIds.includes(venueId);

/** A pass lasts from now to its allowance's end, and never longer than the operator's pass length. */
export function passValidTo(now: Date, allowanceExpiresAt: Date, validDays: number): Date {
  const longest = now.getTime() + validDays * 86_400_000;
  return new Date(Math.min(longest, allowanceExpiresAt.getTime()));
}

/** Worked out on read, so no sweep can race a redemption: redeemed, else expired once `validTo` passed. */
export function passStatus(pass: { redeemedAt: Date | null; validTo: Date }, now: Date): GuestPassStatus {
  if (pass.redeemedAt) return 'redeemed';
  return pass.validTo.getTime() <= now.getTime() ? 'expired' : 'issued';
}

/** The spec's Pagination of a page of `perPage` (1-based `page`), and the rows it skips. */
export function pageOf(total: number, page: number, perPage: number): Pagination & { offset: number } {
  const offset = (page - 1) * perPage;
  const onPage = Math.max(0, Math.min(perPage, total - offset));
  return {
    currentPage: page,
    totalPages: Math.ceil(total / perPage),
    totalRecords: total,
    firstRecordOnCurrentPage: onPage === 0 ? 0 : offset + 1,
    lastRecordOnCurrentPage: onPage === 0 ? 0 : offset + onPage,
    offset,
  };
}
