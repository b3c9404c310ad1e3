export const photoSide = 800;
/** Far beyond any camera, far below what would exhaust memory while decoding (a decompression bomb). */
const maxInputPixels = 50_000_000;

export class NotAnImageError extends Error {}
/** An image, but of more pixels than `maxInputPixels`: refused before a pixel of it is decoded. */
export class TooManyPixelsError extends Error {}

const signatures = {
  jpeg: [0xff, 0xd8, 0xff],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
} as const;

/** What the bytes say they are; the file's name and declared type are the visitor's word, not evidence. */
export function sniffImageType(bytes: Buffer): 'jpeg' | 'png' | null {
  for (const [type, magic] of Object.entries(signatures) as ['jpeg' | 'png', readonly number[]][]) {
    if (bytes.length > magic.length && magic.every((b, i) => bytes[i] === b)) return type;
  }
  return null;
}

/**
 * A JPEG or PNG becomes a fresh JPEG: turned upright by its EXIF orientation, then stripped of every
 * piece of metadata (location, camera) by not copying any, cropped square about its centre, at most
 * 800 × 800. Anything that does not decode as the type its bytes claim is not an image.
 */
export async function toProfilePhotoJpeg(input: Buffer): Promise<Buffer> {
  const type = sniffImageType(input);
  if (!type) throw new NotAnImageError();
  // Loaded with the first photo, not at start (as picture-variants.ts does).
  const { default: sharp } = await import('sharp');
  const open = () => sharp(input, { limitInputPixels: maxInputPixels, failOn: 'error' });
  try {
    // The header alone, read without sharp's pixel limit (which would refuse it as it refuses a broken file),
    // so that a too-large image is told so.
    const { format, width, height } = await sharp(input, { limitInputPixels: false }).metadata();
    if (format !== type || !width || !height) throw new NotAnImageError();
    if (width * height > maxInputPixels) throw new TooManyPixelsError();
    const side = Math.min(width, height, photoSide);
    return await open()
      .rotate()
      .resize(side, side, { fit: 'cover', position: 'centre' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch (error) {
    if (error instanceof NotAnImageError || error instanceof TooManyPixelsError) throw error;
    throw new NotAnImageError((error as Error).message);
  }
}
