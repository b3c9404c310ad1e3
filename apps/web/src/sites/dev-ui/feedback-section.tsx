import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { TextField } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { showToast, TOAST_SHORT } from '@/lib/toast';
import { GallerySection, GalleryState } from './gallery-section';

export function FeedbackSection() {
  const [open, setOpen] = useState(false);
  const [retrying, setRetrying] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const retry = () => {
    setRetrying(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setRetrying(false), 1500);
  };
  return (
    <GallerySection id="feedback" title="Loading, errors, dialogs and toasts">
      <div className="gallery__states">
        <GalleryState name="spinner">
          <Spinner size="sm" />
          <Spinner label="Loading timetable" />
        </GalleryState>
        <GalleryState name="error state (retry)">
          <ErrorState
            heading="The timetable failed to load"
            headingLevel={3}
            onRetry={retry}
            retrying={retrying}
          >
            <p>Check your connection and try again.</p>
          </ErrorState>
        </GalleryState>
        <GalleryState name="modal">
          <Button variant="secondary" onClick={() => setOpen(true)}>
            Open a dialog
          </Button>
          <Modal open={open} onOpenChange={setOpen} title="Log in">
            <TextField label="Email address or customer ID" autoComplete="off" required />
            <div className="modal__actions">
              <Button variant="secondary" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button onClick={() => setOpen(false)}>Log in</Button>
            </div>
          </Modal>
        </GalleryState>
        <GalleryState name="toasts">
          <Button
            variant="secondary"
            onClick={() => showToast({ content: 'Successfully added item to the basket.', type: 'success' })}
          >
            Success toast
          </Button>
          <Button
            variant="secondary"
            onClick={() =>
              showToast({
                content: 'Error occurred while submitting your answers.',
                type: 'danger',
                validationMessages: { email: 'The email must be valid.' },
              })
            }
          >
            Danger toast
          </Button>
          <Button
            variant="secondary"
            onClick={() => showToast({ content: 'Guest pass sent successfully.', closeAfter: TOAST_SHORT })}
          >
            Neutral toast
          </Button>
        </GalleryState>
      </div>
    </GallerySection>
  );
}
