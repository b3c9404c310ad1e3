import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { HttpError } from '@/lib/http';
import { type RedeemedGuestPass, useRedeemGuestPass } from '../api/redeem-guest-pass';
import { type Refusal, refusalOf } from '../lib/pass-code';
import { CameraScanner } from './camera-scanner';
import { PassCodeForm } from './pass-code-form';
import { RedeemedPass, RefusedPass } from './redemption-result';
import './guest-pass-redemption.css';

type Outcome = { redeemed: RedeemedGuestPass } | { refused: Refusal } | null;

/**
 * Redeem at the desk's venue by a typed code or the camera. The outcome sits in a live region, so it is
 * read out whichever way the code came in; a second code replaces it.
 */
export function GuestPassRedemption({ venueId }: { venueId: number }) {
  const { t } = useTranslation('fohOffice');
  const redeem = useRedeemGuestPass();
  const [scanning, setScanning] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const send = (code: string) => {
    setScanning(false);
    setOutcome(null);
    redeem.mutate(
      { code, venueId },
      {
        onSuccess: (pass) => setOutcome({ redeemed: pass }),
        onError: (error) =>
          setOutcome({
            refused:
              error instanceof HttpError
                ? refusalOf(error.status, error.serverMessage, error.message)
                : refusalOf(0, null, t('redeem.failed')),
          }),
      },
    );
  };

  return (
    <div className="redeem">
      <PassCodeForm busy={redeem.isPending} onRedeem={send} />
      <section className="redeem__camera" aria-labelledby="redeem-camera-heading">
        <h2 id="redeem-camera-heading">{t('redeem.camera.heading')}</h2>
        <Button variant="secondary" onClick={() => setScanning(!scanning)}>
          {scanning ? t('redeem.camera.stop') : t('redeem.camera.start')}
        </Button>
        {scanning ? <CameraScanner onCode={send} /> : null}
      </section>
      <div aria-live="polite" className="redeem__outcome">
        {outcome && 'redeemed' in outcome ? <RedeemedPass pass={outcome.redeemed} /> : null}
        {outcome && 'refused' in outcome ? <RefusedPass refusal={outcome.refused} /> : null}
      </div>
    </div>
  );
}
