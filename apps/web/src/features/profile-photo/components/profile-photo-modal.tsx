import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { CameraCapture, cameraAvailable } from './camera-capture';
import { PhotoCropper } from './photo-cropper';
import './profile-photo-modal.css';

type Step =
  | { name: 'choose' }
  | { name: 'camera' }
  | { name: 'crop'; src: string; from: 'camera' | 'library' }
  | { name: 'confirm-delete' };

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  isSet: boolean;
  /** Spec part 1 §4: the modal closes as soon as a save or a delete starts; the caller starts it. */
  onSave: (photo: Blob) => void;
  onDelete: () => void;
};

/** Spec part 1 §2 and §4 "Profile photo": take a photo, choose one from the library, or delete it. */
export function ProfilePhotoModal({ open, onOpenChange, isSet, onSave, onDelete }: Props) {
  const { t } = useTranslation('account');
  const [step, setStep] = useState<Step>({ name: 'choose' });
  // Spec part 1 §8: a camera that fails says nothing; the option just goes away for this visit.
  const [cameraFailed, setCameraFailed] = useState(false);
  const cropSrc = step.name === 'crop' ? step.src : null;

  // A still or a chosen file lives as an object URL until the crop is done with it.
  useEffect(
    () => () => {
      if (cropSrc) URL.revokeObjectURL(cropSrc);
    },
    [cropSrc],
  );
  useEffect(() => {
    if (!open) setStep({ name: 'choose' });
  }, [open]);

  const backToChoose = useCallback(() => setStep({ name: 'choose' }), []);
  const cameraUnavailable = useCallback(() => {
    setCameraFailed(true);
    setStep({ name: 'choose' });
  }, []);
  const close = () => onOpenChange(false);

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={step.name === 'confirm-delete' ? t('photo.deleteTitle') : t('photo.modalTitle')}
      description={step.name === 'confirm-delete' ? t('photo.deleteText') : undefined}
    >
      {step.name === 'choose' ? (
        <div className="photo-modal__choices">
          {cameraAvailable() && !cameraFailed ? (
            <Button variant="secondary" block onClick={() => setStep({ name: 'camera' })}>
              {t('photo.takePhoto')}
            </Button>
          ) : null}
          <label className="photo-modal__file button button--md button--secondary button--block">
            {t('photo.chooseFromLibrary')}
            <input
              type="file"
              accept="image/jpeg,image/png"
              className="visually-hidden"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) setStep({ name: 'crop', src: URL.createObjectURL(file), from: 'library' });
              }}
            />
          </label>
          {isSet ? (
            <Button variant="text" block onClick={() => setStep({ name: 'confirm-delete' })}>
              {t('photo.delete')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {step.name === 'camera' ? (
        <CameraCapture
          onCapture={(src) => setStep({ name: 'crop', src, from: 'camera' })}
          onUnavailable={cameraUnavailable}
        />
      ) : null}
      {step.name === 'crop' ? (
        <PhotoCropper
          src={step.src}
          backLabel={step.from === 'camera' ? t('photo.retake') : t('photo.back')}
          onBack={() => setStep(step.from === 'camera' ? { name: 'camera' } : { name: 'choose' })}
          onSave={(photo) => {
            close();
            onSave(photo);
          }}
        />
      ) : null}
      {step.name === 'confirm-delete' ? (
        <div className="photo-modal__actions">
          <Button variant="secondary" onClick={backToChoose}>
            {t('photo.cancel')}
          </Button>
          <Button
            onClick={() => {
              close();
              onDelete();
            }}
          >
            {t('photo.confirmDelete')}
          </Button>
        </div>
      ) : null}
    </Modal>
  );
}
