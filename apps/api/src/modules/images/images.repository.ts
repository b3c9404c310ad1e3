import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { images, imageVariants } from './images.tables';

export type StoredVariant = { width: number; format: string; bytes: Buffer };

export function createImagesRepository(db: Executor) {
  return {
    /** The picture's id; a picture already kept (the same hash) is kept once and its id answered. */
    async insert(clientId: number, hash: string, variants: StoredVariant[]): Promise<number> {
      const [inserted] = await db
        .insert(images)
        .values({ clientId, hash })
        .onConflictDoNothing({ target: [images.clientId, images.hash] })
        .returning({ id: images.id });
      if (!inserted) {
        const [existing] = await db
          .select({ id: images.id })
          .from(images)
          .where(and(eq(images.clientId, clientId), eq(images.hash, hash)));
        return existing!.id;
      }
      await db
        .insert(imageVariants)
        .values(variants.map((variant) => ({ imageId: inserted.id, ...variant })));
      return inserted.id;
    },
    async findVariant(clientId: number, hash: string, width: number, format: string): Promise<Buffer | null> {
      const [row] = await db
        .select({ bytes: imageVariants.bytes })
        .from(imageVariants)
        .innerJoin(images, eq(images.id, imageVariants.imageId))
        .where(
          and(
            eq(images.clientId, clientId),
            eq(images.hash, hash),
            eq(imageVariants.width, width),
            eq(imageVariants.format, format),
          ),
        )
        .limit(1);
      return row?.bytes ?? null;
    },
  };
}
export type ImagesRepository = ReturnType<typeof createImagesRepository>;
