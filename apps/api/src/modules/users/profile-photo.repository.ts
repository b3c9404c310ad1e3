import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { users } from './users.tables';

export function createProfilePhotoRepository(db: Executor) {
  return {
    /**
     * Points the user at a new photo file (or none) and answers the file it replaces. The row is locked
     * while it is read and written, so two uploads racing each other each learn the file to delete.
     */
    swapPhotoFile(clientId: number, userId: number, photoFile: string | null): Promise<string | null> {
      return db.transaction(async (tx) => {
        const where = and(eq(users.clientId, clientId), eq(users.id, userId));
        const [row] = await tx.select({ photoFile: users.photoFile }).from(users).where(where).for('update');
        await tx.update(users).set({ photoFile, updatedAt: new Date() }).where(where);
        return row?.photoFile ?? null;
      });
    },
    async dismissReminder(clientId: number, userId: number, at: Date): Promise<void> {
      await db
        .update(users)
        .set({ photoReminderDismissedAt: at })
        .where(and(eq(users.clientId, clientId), eq(users.id, userId)));
    },
  };
}
export type ProfilePhotoRepository = ReturnType<typeof createProfilePhotoRepository>;
