import { and, asc, eq, exists, inArray, notExists, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import {
  eligibilityCriteria,
  eligibilityDocumentTypes,
  membershipBenefits,
  membershipOptionVenues,
  membershipPaymentOptions,
  membershipPromotionOptions,
  membershipPromotions,
  membershipTypes,
  membershipTypeVenues,
} from './membership-catalogue.tables';

export type CatalogueTypeRow = Awaited<
  ReturnType<ReturnType<typeof createMembershipCatalogueRepository>['typesAt']>
>[number];
export type CatalogueOptionRow = typeof membershipPaymentOptions.$inferSelect;

/** The membership types, payment options, benefits and criteria an operator sells. */
export function createMembershipCatalogueRepository(db: Executor) {
  return {
    /** The active types that give access to a venue: national ones, and local ones listing it. */
    typesAt(clientId: number, venueId: number) {
      return db
        .select({
          id: membershipTypes.id,
          slug: membershipTypes.slug,
          name: membershipTypes.name,
          categories: membershipTypes.categories,
          coverage: membershipTypes.coverage,
          descriptionHtml: membershipTypes.descriptionHtml,
          criterion: {
            name: eligibilityCriteria.name,
            minAge: eligibilityCriteria.minAge,
            maxAge: eligibilityCriteria.maxAge,
            proofRequired: eligibilityCriteria.proofRequired,
          },
        })
        .from(membershipTypes)
        .leftJoin(eligibilityCriteria, eq(eligibilityCriteria.id, membershipTypes.eligibilityCriterionId))
        .where(
          and(
            eq(membershipTypes.clientId, clientId),
            eq(membershipTypes.active, true),
            or(
              eq(membershipTypes.coverage, 'national'),
              exists(
                db
                  .select({ one: sql`1` })
                  .from(membershipTypeVenues)
                  .where(
                    and(
                      eq(membershipTypeVenues.membershipTypeId, membershipTypes.id),
                      eq(membershipTypeVenues.venueId, venueId),
                    ),
                  ),
              ),
            ),
          ),
        )
        .orderBy(asc(membershipTypes.position), asc(membershipTypes.name));
    },

    /** The types' active options sold at the venue: listing it, or listing no venue (membership_payment_options_type_idx). */
    optionsAt(typeIds: number[], venueId: number): Promise<CatalogueOptionRow[]> {
      if (typeIds.length === 0) return Promise.resolve([]);
      const listed = (venue?: number) =>
        db
          .select({ one: sql`1` })
          .from(membershipOptionVenues)
          .where(
            and(
              eq(membershipOptionVenues.paymentOptionId, membershipPaymentOptions.id),
              venue === undefined ? undefined : eq(membershipOptionVenues.venueId, venue),
            ),
          );
      return db
        .select()
        .from(membershipPaymentOptions)
        .where(
          and(
            inArray(membershipPaymentOptions.membershipTypeId, typeIds),
            eq(membershipPaymentOptions.active, true),
            or(notExists(listed()), exists(listed(venueId))),
          ),
        )
        .orderBy(asc(membershipPaymentOptions.baseFee), asc(membershipPaymentOptions.id));
    },

    benefitsOf(typeIds: number[]) {
      if (typeIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(membershipBenefits)
        .where(inArray(membershipBenefits.membershipTypeId, typeIds))
        .orderBy(asc(membershipBenefits.position), asc(membershipBenefits.id));
    },

    /** The venues local types list (membership_type_venues_pkey). */
    accessOf(typeIds: number[]) {
      if (typeIds.length === 0) return Promise.resolve([]);
      return db
        .select({ typeId: membershipTypeVenues.membershipTypeId, venueId: membershipTypeVenues.venueId })
        .from(membershipTypeVenues)
        .where(inArray(membershipTypeVenues.membershipTypeId, typeIds));
    },

    /** A promotion by its code (membership_promotions_client_code_key) or id, with the options it lists. */
    async findPromotion(clientId: number, by: { code: string } | { id: number }) {
      const [promotion] = await db
        .select()
        .from(membershipPromotions)
        .where(
          and(
            eq(membershipPromotions.clientId, clientId),
            'code' in by ? eq(membershipPromotions.code, by.code) : eq(membershipPromotions.id, by.id),
          ),
        )
        .limit(1);
      if (!promotion) return null;
      const listed = await db
        .select({ id: membershipPromotionOptions.paymentOptionId })
        .from(membershipPromotionOptions)
        .where(eq(membershipPromotionOptions.promotionId, promotion.id));
      return { promotion, forOptions: listed.map((o) => o.id) };
    },

    /** The operator's switched-on promotions that could apply to an option, for the page to offer a code field. */
    async promotionsFor(clientId: number, paymentOptionId: number) {
      const promotions = await db
        .select()
        .from(membershipPromotions)
        .where(and(eq(membershipPromotions.clientId, clientId), eq(membershipPromotions.active, true)));
      const listed =
        promotions.length === 0
          ? []
          : await db
              .select()
              .from(membershipPromotionOptions)
              .where(
                inArray(
                  membershipPromotionOptions.promotionId,
                  promotions.map((p) => p.id),
                ),
              );
      return promotions
        .map((promotion) => ({
          promotion,
          forOptions: listed.filter((l) => l.promotionId === promotion.id).map((l) => l.paymentOptionId),
        }))
        .filter(({ forOptions }) => forOptions.length === 0 || forOptions.includes(paymentOptionId));
    },

    /**
     * Counts one use of a promotion, if it has one left: a single conditional update, so of any number of
     * joins at once only as many as the limit get one (the others find no row and are refused).
     */
    async takePromotionUse(clientId: number, promotionId: number): Promise<boolean> {
      const rows = await db
        .update(membershipPromotions)
        .set({ usedCount: sql`${membershipPromotions.usedCount} + 1` })
        .where(
          and(
            eq(membershipPromotions.id, promotionId),
            eq(membershipPromotions.clientId, clientId),
            or(
              sql`${membershipPromotions.usageLimit} is null`,
              sql`${membershipPromotions.usedCount} < ${membershipPromotions.usageLimit}`,
            ),
          ),
        )
        .returning({ id: membershipPromotions.id });
      return rows.length > 0;
    },

    /** Gives back a use a join took and never paid for. */
    async returnPromotionUse(promotionId: number) {
      await db
        .update(membershipPromotions)
        .set({ usedCount: sql`greatest(${membershipPromotions.usedCount} - 1, 0)` })
        .where(eq(membershipPromotions.id, promotionId));
    },

    async insertPromotion(values: typeof membershipPromotions.$inferInsert, forOptions: number[] = []) {
      const [row] = await db
        .insert(membershipPromotions)
        .values(values)
        .returning({ id: membershipPromotions.id });
      if (forOptions.length > 0)
        await db
          .insert(membershipPromotionOptions)
          .values(forOptions.map((paymentOptionId) => ({ promotionId: row!.id, paymentOptionId })));
      return row!.id;
    },

    // What an operator sells is written by its setup (the demo seed today; an admin screen later).
    /** A criterion and, as rows an upload names by id, the kinds of document that prove it. */
    async insertCriterion(values: typeof eligibilityCriteria.$inferInsert): Promise<number> {
      const [row] = await db
        .insert(eligibilityCriteria)
        .values(values)
        .returning({ id: eligibilityCriteria.id });
      const kinds = values.documentTypes ?? [];
      if (kinds.length > 0)
        await db.insert(eligibilityDocumentTypes).values(
          kinds.map((name, position) => ({
            clientId: values.clientId,
            eligibilityCriterionId: row!.id,
            name,
            position,
          })),
        );
      return row!.id;
    },
    async insertType(
      values: typeof membershipTypes.$inferInsert,
      access: number[],
      benefits: Omit<typeof membershipBenefits.$inferInsert, 'membershipTypeId'>[],
    ): Promise<number> {
      const [row] = await db.insert(membershipTypes).values(values).returning({ id: membershipTypes.id });
      const id = row!.id;
      if (access.length > 0)
        await db
          .insert(membershipTypeVenues)
          .values(access.map((venueId) => ({ membershipTypeId: id, venueId })));
      if (benefits.length > 0)
        await db
          .insert(membershipBenefits)
          .values(benefits.map((b, position) => ({ ...b, position, membershipTypeId: id })));
      return id;
    },
    async insertOption(
      values: typeof membershipPaymentOptions.$inferInsert,
      soldAt: number[] = [],
    ): Promise<number> {
      const [row] = await db
        .insert(membershipPaymentOptions)
        .values(values)
        .returning({ id: membershipPaymentOptions.id });
      if (soldAt.length > 0)
        await db
          .insert(membershipOptionVenues)
          .values(soldAt.map((venueId) => ({ paymentOptionId: row!.id, venueId })));
      return row!.id;
    },
  };
}
export type MembershipCatalogueRepository = ReturnType<typeof createMembershipCatalogueRepository>;
