import { type RefObject, useEffect, useRef, useState } from 'react';
import { createQrDecoder } from '../lib/qr-decoder';

export type ScannerState = 'starting' | 'scanning' | 'unavailable';

/** A frame every fifth of a second is quick enough for a code held up to the camera, and light on the desk's CPU. */
const scanInterval = 200;

/**
 * While mounted: the back camera in `video`, each frame's QR text handed to `onText` until it returns true
 * (a code it took). The camera is stopped on unmount, so leaving the page or closing the scanner frees it.
 */
export function useQrScanner(
  video: RefObject<HTMLVideoElement | null>,
  onText: (text: string) => boolean,
): ScannerState {
  const [state, setState] = useState<ScannerState>('starting');
  const take = useRef(onText);
  take.current = onText;

  useEffect(() => {
    let live = true;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      live = false;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
    const start = async () => {
      if (typeof navigator.mediaDevices?.getUserMedia !== 'function') throw new Error('no camera');
      const opened = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment' },
        audio: false,
      });
      stream = opened;
      if (!live) return stop();
      const element = video.current;
      if (!element) return stop();
      element.srcObject = opened;
      const decode = await createQrDecoder();
      if (!live) return;
      setState('scanning');
      const tick = async () => {
        if (!live) return;
        const text = element.readyState >= 2 ? await decode(element).catch(() => null) : null;
        if (!live) return;
        if (text !== null && take.current(text)) return stop();
        timer = setTimeout(() => void tick(), scanInterval);
      };
      void tick();
    };
    start().catch(() => {
      if (live) setState('unavailable');
      stop();
    });
    return stop;
  }, [video]);

  return state;
}
