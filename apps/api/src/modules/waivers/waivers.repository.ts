import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { waiverSignatures, waivers, waiverVersions } from './waivers.tables';

const latestColumns = {
  waiverId: waivers.id,
  slug: waivers.slug,
  name: waivers.name,
  type: waivers.type,
  validityMonths: waivers.validityMonths,
  versionId: waiverVersions.id,
  version: waiverVersions.version,
  termsHtml: waiverVersions.termsHtml,
  questions: waiverVersions.questions,
};
export type SignatureRow = typeof waiverSignatures.$inferSelect;

export function createWaiversRepository(db: Executor) {
  // DISTINCT ON keeps the first row of each waiver: its highest version (waiver_versions_waiver_version_key).
  const latest = () =>
    db
      .selectDistinctOn([waivers.id], latestColumns)
      .from(waivers)
      .innerJoin(waiverVersions, eq(waiverVersions.waiverId, waivers.id));

  return {
    async listLatest(clientId: number) {
      const rows = await latest()
        .where(eq(waivers.clientId, clientId))
        .orderBy(asc(waivers.id), desc(waiverVersions.version));
      return rows.sort((a, b) => a.name.localeCompare(b.name));
    },
    async findLatest(clientId: number, slug: string) {
      const rows = await latest()
        .where(and(eq(waivers.clientId, clientId), eq(waivers.slug, slug)))
        .orderBy(asc(waivers.id), desc(waiverVersions.version))
        .limit(1);
      return rows[0] ?? null;
    },
    /** The latest version of each of these waivers (waivers_client_slug_key). */
    async findLatestMany(clientId: number, slugs: string[]) {
      if (slugs.length === 0) return [];
      return latest()
        .where(and(eq(waivers.clientId, clientId), inArray(waivers.slug, slugs)))
        .orderBy(asc(waivers.id), desc(waiverVersions.version));
    },
    /** The user's newest signature of each of these versions (waiver_signatures_user_idx). */
    async latestSignatures(clientId: number, userId: number, versionIds: number[]): Promise<SignatureRow[]> {
      if (versionIds.length === 0) return [];
      return db
        .selectDistinctOn([waiverSignatures.waiverVersionId])
        .from(waiverSignatures)
        .where(
          and(
            eq(waiverSignatures.clientId, clientId),
            eq(waiverSignatures.userId, userId),
            inArray(waiverSignatures.waiverVersionId, versionIds),
          ),
        )
        .orderBy(
          asc(waiverSignatures.waiverVersionId),
          desc(waiverSignatures.signedAt),
          desc(waiverSignatures.id),
        );
    },
    async insertSignature(values: typeof waiverSignatures.$inferInsert): Promise<number> {
      const [row] = await db.insert(waiverSignatures).values(values).returning({ id: waiverSignatures.id });
      return row!.id;
    },
    async insertWaiver(values: typeof waivers.$inferInsert): Promise<number> {
      const [row] = await db.insert(waivers).values(values).returning({ id: waivers.id });
      return row!.id;
    },
    async insertVersion(values: typeof waiverVersions.$inferInsert): Promise<number> {
      const [row] = await db.insert(waiverVersions).values(values).returning({ id: waiverVersions.id });
      return row!.id;
    },
  };
}
export type WaiversRepository = ReturnType<typeof createWaiversRepository>;
/** A waiver with its latest published version: the only one a customer is asked to sign. */
export type LatestWaiverRow = Awaited<ReturnType<WaiversRepository['listLatest']>>[number];
