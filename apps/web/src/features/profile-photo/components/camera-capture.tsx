import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** Spec part 1 §9: the camera video is 330 wide on mobile, 400 on desktop, 240 high. */
export const CAMERA_HEIGHT = 240;
export function cameraWidth(mobile: boolean): number {
  return mobile ? 330 : 400;
}

export function cameraAvailable(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

type Props = {
  /** A still of the video, as an object URL. */
  onCapture: (src: string) => void;
  /** No camera or no permission: spec part 1 §8 shows no message, so the modal just goes back. */
  onUnavailable: () => void;
};

export function CameraCapture({ onCapture, onUnavailable }: Props) {
  const { t } = useTranslation('account');
  const video = useRef<HTMLVideoElement>(null);
  const [ready, setReady] = useState(false);
  const [mobile] = useState(() => window.matchMedia?.('(max-width: 575px)').matches ?? false);
  const width = cameraWidth(mobile);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let live = true;
    navigator.mediaDevices
      .getUserMedia({ video: { width, height: CAMERA_HEIGHT, facingMode: 'user' }, audio: false })
      .then((opened) => {
        if (!live) {
          for (const track of opened.getTracks()) track.stop();
          return;
        }
        stream = opened;
        if (video.current) video.current.srcObject = opened;
      })
      .catch(() => {
        if (live) onUnavailable();
      });
    return () => {
      live = false;
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [width, onUnavailable]);

  const capture = () => {
    const element = video.current;
    if (!element?.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = element.videoWidth;
    canvas.height = element.videoHeight;
    canvas.getContext('2d')?.drawImage(element, 0, 0);
    // PNG keeps the still lossless: the one JPEG encoding happens after the crop.
    canvas.toBlob((blob) => {
      if (blob) onCapture(URL.createObjectURL(blob));
    }, 'image/png');
  };

  return (
    <div className="photo-camera">
      <video
        ref={video}
        className="photo-camera__video"
        width={width}
        height={CAMERA_HEIGHT}
        autoPlay
        playsInline
        muted
        aria-label={t('photo.camera')}
        onLoadedData={() => setReady(true)}
      />
      <Button onClick={capture} disabled={!ready}>
        {t('photo.capture')}
      </Button>
    </div>
  );
}
