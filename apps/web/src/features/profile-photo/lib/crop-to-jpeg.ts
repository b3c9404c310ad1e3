/** Spec part 1 §4 and §9: the crop is square and saved as a JPEG at quality 0.7. */
export const PHOTO_JPEG_QUALITY = 0.7;
/** Larger crops are scaled down: the server re-encodes anyway, and a smaller upload is quicker. */
export const PHOTO_MAX_SIDE = 1024;

export type CropArea = { x: number; y: number; width: number; height: number };

type CanvasLike = {
  width: number;
  height: number;
  getContext(kind: '2d'): {
    drawImage(
      image: CanvasImageSource,
      sx: number,
      sy: number,
      sw: number,
      sh: number,
      dx: number,
      dy: number,
      dw: number,
      dh: number,
    ): void;
  } | null;
  toBlob(callback: (blob: Blob | null) => void, type: string, quality: number): void;
};

/** The side of the square written: the crop's own size, capped, never below one pixel. */
export function outputSide(area: CropArea, max = PHOTO_MAX_SIDE): number {
  return Math.max(1, Math.min(Math.round(Math.min(area.width, area.height)), max));
}

/** Draws the cropped square of `image` on a canvas and encodes it as a JPEG. */
export function cropToJpeg(
  image: CanvasImageSource,
  area: CropArea,
  makeCanvas: () => CanvasLike = () => document.createElement('canvas'),
): Promise<Blob> {
  const side = outputSide(area);
  const canvas = makeCanvas();
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('Canvas 2D is not available'));
  const sourceSide = Math.min(area.width, area.height);
  context.drawImage(image, area.x, area.y, sourceSide, sourceSide, 0, 0, side, side);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded'))),
      'image/jpeg',
      PHOTO_JPEG_QUALITY,
    );
  });
}

/** Loads an image from a URL (an object URL of a file, or a camera frame) for drawing. */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The photo could not be read'));
    image.src = src;
  });
}
