import { parseVariant } from '@leisure/contracts/image';
import type { ImagesRepository } from './images.repository';
import { toPictureVariants } from './picture-variants';

export function createImagesService(repository: ImagesRepository) {
  return {
    /**
     * Keeps a picture an operator gave as bytes (JPEG, PNG or WebP) and answers its id, to set on a venue
     * or an activity. Throws NotAPictureError for anything else. The demo seed and
     * `npm run set-venue-image` call it; the demo cannot fetch an image from an address.
     */
    async store(clientId: number, bytes: Buffer): Promise<number> {
      const { hash, variants } = await toPictureVariants(bytes);
      return repository.insert(clientId, hash, variants);
    },
    /** One variant's bytes, by the address's hash and `{width}.{format}`; null when there is none. */
    async variant(clientId: number, hash: string, variant: string) {
      const parsed = parseVariant(variant);
      if (!parsed) return null;
      const bytes = await repository.findVariant(clientId, hash, parsed.width, parsed.format);
      return bytes ? { bytes, format: parsed.format } : null;
    },
  };
}
export type ImagesService = ReturnType<typeof createImagesService>;
