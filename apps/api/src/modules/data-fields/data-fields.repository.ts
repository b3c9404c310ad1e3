import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { dataFieldAnswers, dataFieldSections, dataFields } from './data-fields.tables';

export type DataFieldSectionRow = typeof dataFieldSections.$inferSelect;
export type DataFieldRow = typeof dataFields.$inferSelect;

export function createDataFieldsRepository(db: Executor) {
  return {
    /** The operator's form for one onboarding type: sections and their fields, each in order. */
    async form(clientId: number, onboardingType: string) {
      const sections = await db
        .select()
        .from(dataFieldSections)
        .where(
          and(eq(dataFieldSections.clientId, clientId), eq(dataFieldSections.onboardingType, onboardingType)),
        )
        .orderBy(asc(dataFieldSections.position), asc(dataFieldSections.id));
      const fields =
        sections.length === 0
          ? []
          : await db
              .select()
              .from(dataFields)
              .where(
                and(
                  eq(dataFields.clientId, clientId),
                  inArray(
                    dataFields.sectionId,
                    sections.map((s) => s.id),
                  ),
                ),
              )
              .orderBy(asc(dataFields.position), asc(dataFields.id));
      return { sections, fields };
    },
    /** Answers of one user to the given custom fields (the fields are the operator's, checked by the caller). */
    answers(userId: number, fieldIds: number[]) {
      if (fieldIds.length === 0) return Promise.resolve([]);
      return db
        .select({ fieldId: dataFieldAnswers.fieldId, answer: dataFieldAnswers.answer })
        .from(dataFieldAnswers)
        .where(and(eq(dataFieldAnswers.userId, userId), inArray(dataFieldAnswers.fieldId, fieldIds)));
    },
    async saveAnswers(userId: number, answers: { fieldId: number; answer: string }[]): Promise<void> {
      if (answers.length === 0) return;
      const at = new Date();
      await db
        .insert(dataFieldAnswers)
        .values(answers.map((a) => ({ userId, fieldId: a.fieldId, answer: a.answer, answeredAt: at })))
        .onConflictDoUpdate({
          target: [dataFieldAnswers.userId, dataFieldAnswers.fieldId],
          set: { answer: sql`excluded.answer`, answeredAt: at },
        });
    },
    async insertSection(values: typeof dataFieldSections.$inferInsert): Promise<number> {
      const [row] = await db.insert(dataFieldSections).values(values).returning({ id: dataFieldSections.id });
      return row!.id;
    },
    async insertField(values: typeof dataFields.$inferInsert): Promise<number> {
      const [row] = await db.insert(dataFields).values(values).returning({ id: dataFields.id });
      return row!.id;
    },
  };
}
export type DataFieldsRepository = ReturnType<typeof createDataFieldsRepository>;
