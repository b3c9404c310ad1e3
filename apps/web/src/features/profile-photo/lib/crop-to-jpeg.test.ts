import { describe, expect, it, vi } from 'vitest';
import { cropToJpeg, outputSide, PHOTO_JPEG_QUALITY } from './crop-to-jpeg';

function fakeCanvas(blob: Blob | null = new Blob(['jpeg'], { type: 'image/jpeg' })) {
  const drawImage = vi.fn();
  const toBlob = vi.fn((callback: (b: Blob | null) => void, _type: string, _quality: number) =>
    callback(blob),
  );
  const canvas = { width: 0, height: 0, getContext: () => ({ drawImage }), toBlob };
  return { canvas, drawImage, toBlob };
}

describe('crop to JPEG', () => {
  it('writes the square crop at its own size as a JPEG of quality 0.7', async () => {
    const { canvas, drawImage, toBlob } = fakeCanvas();
    const image = {} as CanvasImageSource;
    const blob = await cropToJpeg(image, { x: 40, y: 10, width: 300, height: 300 }, () => canvas);
    expect(blob.type).toBe('image/jpeg');
    expect([canvas.width, canvas.height]).toEqual([300, 300]);
    expect(drawImage).toHaveBeenCalledWith(image, 40, 10, 300, 300, 0, 0, 300, 300);
    expect(toBlob.mock.calls[0]?.slice(1)).toEqual(['image/jpeg', PHOTO_JPEG_QUALITY]);
    expect(PHOTO_JPEG_QUALITY).toBe(0.7);
  });

  it('keeps the crop square and scales a large one down', async () => {
    const { canvas, drawImage } = fakeCanvas();
    await cropToJpeg({} as CanvasImageSource, { x: 0, y: 0, width: 3001, height: 3000 }, () => canvas);
    expect([canvas.width, canvas.height]).toEqual([1024, 1024]);
    expect(drawImage.mock.calls[0]?.slice(1)).toEqual([0, 0, 3000, 3000, 0, 0, 1024, 1024]);
  });

  it('never writes an empty image', () => {
    expect(outputSide({ x: 0, y: 0, width: 0.2, height: 0.2 })).toBe(1);
  });

  it('fails when the browser cannot encode', async () => {
    const { canvas } = fakeCanvas(null);
    await expect(
      cropToJpeg({} as CanvasImageSource, { x: 0, y: 0, width: 10, height: 10 }, () => canvas),
    ).rejects.toThrow('The photo could not be encoded');
  });
});
