import { afterEach, describe, expect, it, vi } from 'vitest';

const jsQR = vi.fn();
vi.mock('jsqr', () => ({ default: jsQR }));

const { createQrDecoder } = await import('./qr-decoder');

const video = { videoWidth: 4, videoHeight: 2 } as HTMLVideoElement;

afterEach(() => {
  vi.unstubAllGlobals();
  jsQR.mockReset();
});

function stubDetector(formats: string[], found: string[]) {
  const detect = vi.fn(async () => found.map((rawValue) => ({ rawValue })));
  class Detector {
    static getSupportedFormats = async () => formats;
    detect = detect;
  }
  vi.stubGlobal('BarcodeDetector', Detector);
  return detect;
}

describe('reading a QR code from the camera', () => {
  it('uses the browser’s BarcodeDetector when it reads QR codes, without loading jsQR', async () => {
    const detect = stubDetector(['ean_13', 'qr_code'], ['the-code']);
    const decode = await createQrDecoder();
    expect(await decode(video)).toBe('the-code');
    expect(detect).toHaveBeenCalledWith(video);
    expect(jsQR).not.toHaveBeenCalled();
  });

  it('answers null while no code is in view', async () => {
    stubDetector(['qr_code'], []);
    expect(await (await createQrDecoder())(video)).toBeNull();
  });

  it('falls back on jsQR over the frame drawn to a canvas where the detector has no QR format', async () => {
    stubDetector(['ean_13'], ['never']);
    const frame = new Uint8ClampedArray(4 * 2 * 4);
    const context = { drawImage: vi.fn(), getImageData: vi.fn(() => ({ data: frame })) };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      context as unknown as CanvasRenderingContext2D,
    );
    jsQR.mockReturnValue({ data: 'from-jsqr' });
    const decode = await createQrDecoder();
    expect(await decode(video)).toBe('from-jsqr');
    expect(context.drawImage).toHaveBeenCalledWith(video, 0, 0, 4, 2);
    expect(jsQR).toHaveBeenCalledWith(frame, 4, 2, { inversionAttempts: 'dontInvert' });
    // A camera not yet giving frames has no size: nothing is read.
    expect(await decode({ videoWidth: 0, videoHeight: 0 } as HTMLVideoElement)).toBeNull();
  });

  it('falls back on jsQR where the browser has no BarcodeDetector at all', async () => {
    vi.stubGlobal('BarcodeDetector', undefined);
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage: vi.fn(),
      getImageData: () => ({ data: new Uint8ClampedArray(32) }),
    } as unknown as CanvasRenderingContext2D);
    jsQR.mockReturnValue(null);
    expect(await (await createQrDecoder())(video)).toBeNull();
    expect(jsQR).toHaveBeenCalled();
  });
});
