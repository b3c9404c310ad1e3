import { z } from 'zod';

/**
 * Pictures of venues and activities. The server keeps each picture cropped to 3:2 at a few widths, in
 * AVIF and WebP; a variant's address names the picture's content hash, so it never changes meaning and
 * can be cached for good.
 */
export const imageWidths = [320, 640, 1024] as const;
export type ImageWidth = (typeof imageWidths)[number];
export const imageFormats = ['avif', 'webp'] as const;
export type ImageFormat = (typeof imageFormats)[number];
export const imageContentTypes: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

/** Width over height of every stored picture. */
export const imageAspect = { width: 3, height: 2 } as const;
export const imageHeightOf = (width: number) => Math.round((width * imageAspect.height) / imageAspect.width);

/** 128 bits of the SHA-256 of the picture as stored: hex, lower case. */
export const imageHashPattern = /^[a-f0-9]{32}$/;
const variantPattern = new RegExp(`^(${imageWidths.join('|')})\\.(${imageFormats.join('|')})$`);

export const imageVariantParams = z.object({
  hash: z.string().regex(imageHashPattern, 'Not a picture.'),
  variant: z.string().regex(variantPattern, `A variant is a width (${imageWidths.join(', ')}) and a format.`),
});

export function parseVariant(variant: string): { width: ImageWidth; format: ImageFormat } | null {
  const match = variantPattern.exec(variant);
  if (!match) return null;
  return { width: Number(match[1]) as ImageWidth, format: match[2] as ImageFormat };
}

/** What a page needs for a <picture>: a source per format and the size that reserves its space. */
export const picture = z.object({
  width: z.number().int(),
  height: z.number().int(),
  /** The fallback for browsers without <picture>: the middle WebP. */
  src: z.string(),
  sources: z.array(z.object({ type: z.string(), srcset: z.string() })),
});
export type Picture = z.infer<typeof picture>;

export const imageVariantPath = (hash: string, width: ImageWidth, format: ImageFormat) =>
  `/api/images/${hash}/${width}.${format}`;

/** The picture of a stored image, best format first (a browser takes the first source it can show). */
export function pictureOf(hash: string): Picture {
  const widest = imageWidths[imageWidths.length - 1]!;
  return {
    width: widest,
    height: imageHeightOf(widest),
    src: imageVariantPath(hash, 640, 'webp'),
    sources: imageFormats.map((format) => ({
      type: imageContentTypes[format],
      srcset: imageWidths.map((width) => `${imageVariantPath(hash, width, format)} ${width}w`).join(', '),
    })),
  };
}
