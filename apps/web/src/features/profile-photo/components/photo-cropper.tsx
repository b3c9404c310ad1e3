import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import 'react-easy-crop/react-easy-crop.css';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { type CropArea, cropToJpeg, loadImage } from '../lib/crop-to-jpeg';

type Props = {
  src: string;
  onSave: (photo: Blob) => void;
  /** 'Retake' after a camera still, 'Back' after a file. */
  backLabel: string;
  onBack: () => void;
};

/** Spec part 1 §4: the crop is square (aspect 1). */
export function PhotoCropper({ src, onSave, backLabel, onBack }: Props) {
  const { t } = useTranslation('account');
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<CropArea | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (!area) return;
    setSaving(true);
    try {
      onSave(await cropToJpeg(await loadImage(src), area));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="photo-crop">
      <p className="photo-crop__hint">{t('photo.cropHint')}</p>
      <div className="photo-crop__area">
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          aspect={1}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_: Area, pixels: Area) => setArea(pixels)}
          disableAutomaticStylesInjection
          cropperProps={{ role: 'group', 'aria-label': t('photo.crop') }}
        />
      </div>
      <label className="photo-crop__zoom">
        {t('photo.zoom')}
        <input
          type="range"
          min={1}
          max={3}
          step={0.1}
          value={zoom}
          onChange={(event) => setZoom(Number(event.target.value))}
        />
      </label>
      <div className="photo-modal__actions">
        <Button variant="secondary" onClick={onBack}>
          {backLabel}
        </Button>
        <Button onClick={() => void save()} disabled={!area || saving}>
          {t('photo.save')}
        </Button>
      </div>
    </div>
  );
}
