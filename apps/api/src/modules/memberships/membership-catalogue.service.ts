import type { MembershipCosts, MembershipType } from '@leisure/contracts/membership-catalogue';
import { toPrice } from '@leisure/contracts/money';
import type { Db } from '../../platform/db/client';
import { notFound, unprocessable } from '../../platform/http/errors';
import { formatFullDate, isCalendarDate, localDate } from '../../platform/local-time';
import { type Buyer, eligibilityOf, proofLaterMessage } from './eligibility';
import {
  type CatalogueOptionRow,
  type CatalogueTypeRow,
  createMembershipCatalogueRepository,
} from './membership-catalogue.repository';
import { addMonths, headlineTotal, joiningCosts, maxBillingDay } from './membership-pricing';
import { codeNotRecognisedMessage, normaliseCode, promotionTerms, promotionUsable } from './promotion-rules';

/**
 * Days a new direct-debit mandate needs before its first collection (Bacs: about ten working days from
 * the instruction). An operator setting once operators differ; one figure for every operator today.
 */
export const directDebitLeadDays = 10;
export const optionNotFoundMessage = 'Membership option not found.';
export const startDateMessage = 'Choose a start date from today to one month from today.';
export const billingDayMessage = `Choose a billing day from 1 to ${maxBillingDay}.`;

export type CostsChoice = {
  venueId: number;
  startDate?: string | undefined;
  billingDay?: number | undefined;
  promotionCodeId?: number | null | undefined;
  /** The signed-in customer, whose billing day a new membership keeps. */
  userId?: number | null | undefined;
};

export type CatalogueDeps = {
  db: Db;
  venues: { list(clientId: number): Promise<{ id: number; name: string; timeZone: string }[]> };
  currencyOf(clientId: number): Promise<string>;
  dateOfBirthOf(clientId: number, userId: number): Promise<string | null>;
  /** The day the customer's collections already fall on, if they have one. */
  billingDayOf(clientId: number, userId: number): Promise<number | null>;
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

  /** The venue, the type sold there and the option sold there, or 404. */
  async function optionAt(clientId: number, venueId: number, typeId: number, optionId: number) {
    const venue = (await deps.venues.list(clientId)).find((v) => v.id === venueId);
    if (!venue) throw notFound('Venue not found.');
    const repo = createMembershipCatalogueRepository(deps.db);
    const type = (await repo.typesAt(clientId, venueId)).find((t) => t.id === typeId);
    const option = type
      ? (await repo.optionsAt([type.id], venueId)).find((o) => o.id === optionId)
      : undefined;
    if (!type || !option) throw notFound(optionNotFoundMessage);
    return { venue, type, option, repo, today: localDate(now(), venue.timeZone) };
  }

  /**
   * What joining with an option costs for a start date, a billing day and a promotion, as decision 038
   * works it out: the costs call shows it and the submit charges it, so the two cannot differ. A
   * customer whose collections already fall on a day keeps it (spec part 2 §5). Refusals are listed by
   * what they are about; each caller names them its own way.
   */
  async function quote(clientId: number, typeId: number, optionId: number, choice: CostsChoice) {
    const { venue, type, option, repo, today } = await optionAt(clientId, choice.venueId, typeId, optionId);
    const startDate = choice.startDate ?? today;
    const refused: Partial<Record<'startDate' | 'billingDay' | 'promotion', string>> = {};
    if (!isCalendarDate(startDate) || startDate < today || startDate > addMonths(today, 1))
      refused.startDate = startDateMessage;
    const recurring = option.paymentType === 'recurring';
    const kept = recurring && choice.userId ? await deps.billingDayOf(clientId, choice.userId) : null;
    const billingDay = recurring ? (kept ?? choice.billingDay ?? null) : null;
    if (recurring && (billingDay === null || billingDay < 1 || billingDay > maxBillingDay))
      refused.billingDay = billingDayMessage;
    let promotion: { id: number; terms: ReturnType<typeof promotionTerms> } | null = null;
    if (choice.promotionCodeId != null) {
      const found = await repo.findPromotion(clientId, { id: choice.promotionCodeId });
      if (!found || !promotionUsable(found.promotion, found.forOptions, option.id, today))
        refused.promotion = codeNotRecognisedMessage;
      else promotion = { id: found.promotion.id, terms: promotionTerms(found.promotion) };
    }
    if (Object.keys(refused).length > 0) return { refused, costs: null } as const;
    const costs = joiningCosts({
      option:
        option.paymentType === 'fixed'
          ? {
              paymentType: 'fixed',
              baseFee: option.baseFee,
              joiningFee: option.joiningFee,
              fixedDuration: option.fixedDuration!,
              fixedPeriod: option.fixedPeriod as 'day' | 'week' | 'month' | 'year',
            }
          : { paymentType: 'recurring', baseFee: option.baseFee, joiningFee: option.joiningFee },
      startDate,
      today,
      billingDay,
      leadDays: directDebitLeadDays,
      promotion: promotion?.terms ?? null,
    });
    return {
      refused: null,
      costs,
      venue,
      type,
      option,
      today,
      startDate,
      billingDay,
      promotion,
      repo,
    } as const;
  }

  return {
    quote,

    /** The costs call: `quote` on the wire, each refusal a 422 on the query's own field. */
    async costs(
      clientId: number,
      typeId: number,
      optionId: number,
      choice: CostsChoice,
    ): Promise<MembershipCosts> {
      const quoted = await quote(clientId, typeId, optionId, choice);
      if (quoted.refused) {
        const { startDate, billingDay, promotion } = quoted.refused;
        throw unprocessable({
          ...(startDate && { start_date: [startDate] }),
          ...(billingDay && { billing_day: [billingDay] }),
          ...(promotion && { promotion: [promotion] }),
        });
      }
      const { costs, option, repo, today, startDate } = quoted;
      const currency = await deps.currencyOf(clientId);
      const offered = (await repo.promotionsFor(clientId, option.id)).some(({ promotion, forOptions }) =>
        promotionUsable(promotion, forOptions, option.id, today),
      );
      const money = (raw: number) => fee(raw, currency);
      return {
        paymentType: costs.paymentType,
        fixedDuration: option.fixedDuration,
        fixedPeriod: option.fixedPeriod as MembershipCosts['fixedPeriod'],
        startDate,
        endDate: costs.endDate,
        firstBillingDate: costs.firstCollectionDate,
        prettyFirstBillingDate: costs.firstCollectionDate
          ? formatFullDate(new Date(`${costs.firstCollectionDate}T12:00:00Z`), 'UTC')
          : null,
        proRataDays: costs.proRataDays,
        totalToPayNow: money(costs.totalToPayNow),
        globalBasePrice: option.globalBasePrice === null ? null : money(option.globalBasePrice),
        promotionEnabled: offered,
        fees: {
          joiningFee: money(costs.fees.joiningFee),
          baseFee: money(costs.fees.baseFee),
          proRataFee: money(costs.fees.proRataFee),
          monthInHandFee: money(costs.fees.monthInHandFee),
          discount: money(costs.fees.discount),
        },
      };
    },

    /**
     * A code the customer typed, for a payment option: its id when it may be used today, else 404 with
     * the page's words. Its limits are checked again, under its lock, when the membership is submitted.
     */
    async validatePromotion(clientId: number, code: string, paymentOptionId: number) {
      const found = await createMembershipCatalogueRepository(deps.db).findPromotion(clientId, {
        code: normaliseCode(code),
      });
      // The operator's day: a code's dates are the operator's, whichever centre asks.
      const today = localDate(now());
      if (!found || !promotionUsable(found.promotion, found.forOptions, paymentOptionId, today))
        throw notFound(codeNotRecognisedMessage);
      return { code: found.promotion.code, id: found.promotion.id };
    },

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
