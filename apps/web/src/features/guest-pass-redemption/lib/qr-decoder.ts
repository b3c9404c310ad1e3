/** Reads a QR code from the camera's current frame: its text, or null when none is in view. */
export type QrDecoder = (video: HTMLVideoElement) => Promise<string | null>;

/** The browser's Shape Detection API, where it has one (Chromium on Android and macOS, not Firefox). */
type BarcodeDetectorLike = { detect: (source: CanvasImageSource) => Promise<{ rawValue: string }[]> };
type BarcodeDetectorClass = {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
};

function nativeDetector(): BarcodeDetectorClass | null {
  const candidate = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  return typeof candidate === 'function' ? candidate : null;
}

/** BarcodeDetector when it can read QR codes; some builds have the class but no QR format. */
async function nativeQrDecoder(): Promise<QrDecoder | null> {
  const Detector = nativeDetector();
  if (!Detector) return null;
  try {
    const formats = (await Detector.getSupportedFormats?.()) ?? ['qr_code'];
    if (!formats.includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  } catch {
    return null;
  }
}

/**
 * jsQR on the frame drawn to a canvas. It is fetched here, when the camera starts, so a desk that types
 * codes, or whose browser reads QR codes itself, never downloads it.
 */
async function jsqrDecoder(): Promise<QrDecoder> {
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    const width = video.videoWidth;
    const height = video.videoHeight;
    if (!context || width === 0 || height === 0) return null;
    canvas.width = width;
    canvas.height = height;
    context.drawImage(video, 0, 0, width, height);
    const frame = context.getImageData(0, 0, width, height);
    return jsQR(frame.data, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

export async function createQrDecoder(): Promise<QrDecoder> {
  return (await nativeQrDecoder()) ?? jsqrDecoder();
}
