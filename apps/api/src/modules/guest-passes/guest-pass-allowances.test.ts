import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowancesFrom, pageOf, passStatus, passValidTo, validAt } from './guest-pass-allowances';

const at = new Date('2026-11-26T12:00:00Z');
const days = (n: number) => new Date(at.getTime() + n * 86_400_000);

describe('guest-pass allowances', () => {
  const benefit = {
    membershipId: 7,
    benefitId: 3,
    name: 'Guest pass (Gym & Swim)',
    paymentOptionId: 11,
    usesRemaining: 2,
    expiresAt: days(5),
    periodStart: '2026-11-01',
    venueIds: null,
  };
  const held = {
    purchaseId: 45,
    packageId: 9,
    name: 'Bring a Friend',
    guestPasses: 3,
    venueId: 2,
    expiresAt: days(2),
  };

  it('lists each source with a use left, soonest expiry first, less the passes a package has sent', () => {
    const got = allowancesFrom([benefit], [held], new Map([[45, 1]]));
    expect(got.map((a) => [a.id, a.type, a.pricingOptionId, a.usesRemaining, a.venueIds])).toEqual([
      ['package:45', 'package', 9, 2, [2]],
      ['benefit:7:3', 'benefit', 11, 2, null],
    ]);
    expect(got[1]!.source).toEqual({
      kind: 'benefit',
      membershipId: 7,
      benefitId: 3,
      periodStart: '2026-11-01',
    });
  });

  it('leaves out a package whose passes are all sent', () => {
    expect(allowancesFrom([], [held], new Map([[45, 3]]))).toEqual([]);
  });

  it('is valid at every venue without a list, else at those listed', () => {
    expect(validAt({ venueIds: null }, 99)).toBe(true);
    expect(validAt({ venueIds: [2] }, 2)).toBe(true);
    expect(validAt({ venueIds: [2] }, 3)).toBe(false);
  });

  it('ends a pass with its allowance, or after the operator’s days if sooner', () => {
    expect(passValidTo(at, days(30), 7)).toEqual(days(7));
    expect(passValidTo(at, days(2), 7)).toEqual(days(2));
  });

  it('reads the status from the dates: redeemed, else expired from its end, else issued', () => {
    expect(passStatus({ redeemedAt: days(-1), validTo: days(-1) }, at)).toBe('redeemed');
    expect(passStatus({ redeemedAt: null, validTo: at }, at)).toBe('expired');
    expect(passStatus({ redeemedAt: null, validTo: days(1) }, at)).toBe('issued');
  });
});

describe('the pagination numbers', () => {
  it('agree with the rows of the page for any total, page and page size', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 500 }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 1, max: 100 }),
        (total, page, perPage) => {
          const rows = Array.from({ length: total }, (_, i) => i + 1);
          const p = pageOf(total, page, perPage);
          const shown = rows.slice(p.offset, p.offset + perPage);
          expect(p.currentPage).toBe(page);
          expect(p.totalRecords).toBe(total);
          expect(p.totalPages).toBe(Math.ceil(total / perPage));
          expect(p.firstRecordOnCurrentPage).toBe(shown[0] ?? 0);
          expect(p.lastRecordOnCurrentPage).toBe(shown.at(-1) ?? 0);
          expect(shown.length).toBe(
            p.lastRecordOnCurrentPage === 0 ? 0 : p.lastRecordOnCurrentPage - p.firstRecordOnCurrentPage + 1,
          );
          // Every record is on exactly one page.
          if (page <= p.totalPages) expect(shown.length).toBeGreaterThan(0);
          else expect(shown).toEqual([]);
        },
      ),
      { numRuns: 500 },
    );
  });
});
