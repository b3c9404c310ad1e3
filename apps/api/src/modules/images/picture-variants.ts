import { createHash } from 'node:crypto';
import { type ImageFormat, imageFormats, imageHeightOf, imageWidths } from '@leisure/contracts/image';
import type { Sharp } from 'sharp';

/** Far beyond any camera, far below what would exhaust memory while decoding (a decompression bomb). */
const maxInputPixels = 50_000_000;
export const maxImageBytes = 15 * 1024 * 1024;

export class NotAPictureError extends Error {}

/** Only raster formats whose bytes say so: never SVG, whose renderer could be sent fetching. */
const signatures: Record<string, (bytes: Buffer) => boolean> = {
  jpeg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  png: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  webp: (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

export function sniffPictureType(bytes: Buffer): string | null {
  if (bytes.length < 12) return null;
  return Object.keys(signatures).find((type) => signatures[type]!(bytes)) ?? null;
}

export type PictureVariants = {
  hash: string;
  variants: { width: number; format: ImageFormat; bytes: Buffer }[];
};

const encoders: Record<ImageFormat, (image: Sharp) => Sharp> = {
  // Effort 2 of 9: a few tens of milliseconds a variant, a file within a few per cent of the slowest.
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 75 }),
};

/**
 * A JPEG, PNG or WebP becomes the product's picture: turned upright, cropped to 3:2 about its centre,
 * stripped of its metadata (nothing is copied), at every width in AVIF and WebP. Its hash is that of the
 * widest crop, so the same picture given twice is one picture.
 */
export async function toPictureVariants(input: Buffer): Promise<PictureVariants> {
  const type = sniffPictureType(input);
  if (!type || input.length > maxImageBytes) throw new NotAPictureError();
  // Loaded with the first picture, not at start: sharp's native library costs a cold start several
  // hundred ms (docs/decisions/032-start-up-and-shared-reads.md).
  const { default: sharp } = await import('sharp');
  try {
    const { format, width, height } = await sharp(input, { limitInputPixels: false }).metadata();
    if (format !== type || !width || !height || width * height > maxInputPixels) throw new NotAPictureError();
    const widest = imageWidths[imageWidths.length - 1]!;
    const master = await sharp(input, { limitInputPixels: maxInputPixels, failOn: 'error' })
      .rotate()
      .resize(widest, imageHeightOf(widest), { fit: 'cover', position: 'centre' })
      .flatten({ background: '#ffffff' })
      .png()
      .toBuffer();
    const hash = createHash('sha256').update(master).digest('hex').slice(0, 32);
    // All six at once: libvips spreads them over the cores.
    const variants = await Promise.all(
      imageWidths.flatMap((targetWidth) =>
        imageFormats.map(async (targetFormat) => {
          const resized = sharp(master).resize(targetWidth, imageHeightOf(targetWidth));
          return {
            width: targetWidth,
            format: targetFormat,
            bytes: await encoders[targetFormat](resized).toBuffer(),
          };
        }),
      ),
    );
    return { hash, variants };
  } catch (error) {
    if (error instanceof NotAPictureError) throw error;
    throw new NotAPictureError((error as Error).message);
  }
}
