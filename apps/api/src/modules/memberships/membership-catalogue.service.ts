import type { MembershipType } from '@leisure/contracts/membership-catalogue';
import { toPrice } from '@leisure/contracts/money';
import type { Db } from '../../platform/db/client';
import { notFound } from '../../platform/http/errors';
import { localDate } from '../../platform/local-time';
import { type Buyer, eligibilityOf, proofLaterMessage } from './eligibility';
import {
  type CatalogueOptionRow,
  type CatalogueTypeRow,
  createMembershipCatalogueRepository,
} from './membership-catalogue.repository';
import { headlineTotal } from './membership-pricing';

export type CatalogueDeps = {
  db: Db;
  venues: { list(clientId: number): Promise<{ id: number; name: string; timeZone: string }[]> };
  currencyOf(clientId: number): Promise<string>;
  dateOfBirthOf(clientId: number, userId: number): Promise<string | null>;
  now?: () => Date;
};

const fee = (raw: number, currency: string) => {
  const { formatted, decimal } = toPrice(raw, currency);
  return { formatted, decimal };
};

/** The memberships each centre sells, each worked out for whoever asks (docs/decisions/039-membership-catalogue.md). */
export function createMembershipCatalogue(deps: CatalogueDeps) {
  const now = deps.now ?? (() => new Date());

  function optionView(
    option: CatalogueOptionRow,
    currency: string,
    eligible: ReturnType<typeof eligibilityOf>,
  ) {
    return {
      id: option.id,
      paymentType: option.paymentType as 'recurring' | 'fixed',
      fixedDuration: option.fixedDuration,
      fixedPeriod: option.fixedPeriod as 'day' | 'week' | 'month' | 'year' | null,
      fees: { baseFee: fee(option.baseFee, currency), joiningFee: fee(option.joiningFee, currency) },
      globalBasePrice: option.globalBasePrice === null ? null : fee(option.globalBasePrice, currency),
      totalToPayNow: fee(headlineTotal(option), currency),
      isPurchasable: eligible.eligible
        ? { canPurchase: true, hasPrices: true, message: eligible.proofRequired ? proofLaterMessage : null }
        : { canPurchase: false, hasPrices: false, message: eligible.message },
    };
  }

  return {
    /**
     * The types sold at a venue of this operator, each with the options sold there, for a visitor or a
     * signed-in customer (whose age band is checked on today's date at the venue). Types with no option
     * sold at the venue are left out: nothing of them can be bought there.
     */
    async typesAt(clientId: number, venueId: number, userId: number | null): Promise<MembershipType[]> {
      const venues = await deps.venues.list(clientId);
      const venue = venues.find((v) => v.id === venueId);
      if (!venue) throw notFound('Venue not found.');
      const repo = createMembershipCatalogueRepository(deps.db);
      const types = await repo.typesAt(clientId, venueId);
      const ids = types.map((t) => t.id);
      const [options, benefits, access, currency, dateOfBirth] = await Promise.all([
        repo.optionsAt(ids, venueId),
        repo.benefitsOf(ids),
        repo.accessOf(ids),
        deps.currencyOf(clientId),
        userId === null ? null : deps.dateOfBirthOf(clientId, userId),
      ]);
      const buyer: Buyer = userId === null ? { kind: 'visitor' } : { kind: 'customer', dateOfBirth };
      const today = localDate(now(), venue.timeZone);
      const nameOf = new Map(venues.map((v) => [v.id, v.name]));
      const view = (type: CatalogueTypeRow): MembershipType => {
        const eligible = eligibilityOf(type.criterion, buyer, today);
        const opens =
          type.coverage === 'national'
            ? venues.map((v) => v.name)
            : access.filter((a) => a.typeId === type.id).map((a) => nameOf.get(a.venueId) ?? '');
        return {
          id: type.id,
          name: type.name,
          slug: type.slug,
          categories: type.categories.map((name) => ({ name })),
          coverage: type.coverage as 'national' | 'local',
          eligibility: type.criterion
            ? { name: type.criterion.name, proofRequired: type.criterion.proofRequired }
            : null,
          description: type.descriptionHtml,
          providesAccessTo: [...opens].sort((a, b) => a.localeCompare(b)).map((name) => ({ name })),
          benefits: benefits
            .filter((b) => b.membershipTypeId === type.id)
            .map((b) => ({
              name: b.name,
              totalUses: b.totalUses,
              frequency: b.frequency as 'day' | 'week' | 'month' | 'year',
              description: b.description,
            })),
          paymentOptions: options
            .filter((o) => o.membershipTypeId === type.id)
            .map((o) => optionView(o, currency, eligible)),
        };
      };
      return types.map(view).filter((t) => t.paymentOptions.length > 0);
    },
  };
}
export type MembershipCatalogue = ReturnType<typeof createMembershipCatalogue>;
