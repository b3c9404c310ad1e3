import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQrScanner } from '../hooks/use-qr-scanner';
import { passCodeFromScan } from '../lib/pass-code';

type Props = {
  /** A pass code read from the camera; the camera stops once one is read. */
  onCode: (code: string) => void;
};

/** The camera's picture while it looks for a pass's QR code; mounted only while scanning. */
export function CameraScanner({ onCode }: Props) {
  const { t } = useTranslation('fohOffice');
  const video = useRef<HTMLVideoElement>(null);
  const [foreign, setForeign] = useState(false);
  const state = useQrScanner(video, (text) => {
    const code = passCodeFromScan(text);
    if (code === null) {
      setForeign(true);
      return false;
    }
    onCode(code);
    return true;
  });
  return (
    <div className="redeem-camera">
      <video
        ref={video}
        className="redeem-camera__video"
        autoPlay
        playsInline
        muted
        aria-label={t('redeem.camera.preview')}
        hidden={state === 'unavailable'}
      />
      <p className="redeem-camera__status" role="status">
        {state === 'starting'
          ? t('redeem.camera.starting')
          : state === 'unavailable'
            ? t('redeem.camera.unavailable')
            : foreign
              ? t('redeem.camera.notAPass')
              : t('redeem.camera.scanning')}
      </p>
    </div>
  );
}
