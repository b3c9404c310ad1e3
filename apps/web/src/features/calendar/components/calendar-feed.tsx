import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { useCalendarFeed, useResetCalendarFeed } from '../api/calendar-feed';
import './calendar-feed.css';

type Status = { text: string; alert: boolean } | null;

/** The customer's private calendar feed: subscribe, copy the link, or replace it with a new one. */
export function CalendarFeedSection() {
  const { t } = useTranslation('account');
  const headingId = useId();
  const inputId = useId();
  const feed = useCalendarFeed();
  const [status, setStatus] = useState<Status>(null);
  const [confirming, setConfirming] = useState(false);

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setStatus({ text: t('calendar.copied'), alert: false });
    } catch {
      setStatus({ text: t('calendar.copyFailed'), alert: true });
    }
  }

  return (
    <section className="calendar-feed" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('calendar.heading')}</h2>
      <p>{t('calendar.explanation')}</p>
      {feed.isPending ? <Spinner /> : null}
      {feed.isError ? <p role="alert">{t('calendar.loadError')}</p> : null}
      {feed.data?.url ? (
        <>
          <p>
            <a href={feed.data.webcalUrl}>{t('calendar.subscribe')}</a>
          </p>
          <div className="calendar-feed__link">
            <label htmlFor={inputId}>{t('calendar.linkLabel')}</label>
            <input
              id={inputId}
              type="text"
              readOnly
              value={feed.data.url}
              onFocus={(event) => event.currentTarget.select()}
            />
          </div>
          <p className="calendar-feed__hint">{t('calendar.private')}</p>
          <div className="calendar-feed__actions">
            <Button size="sm" onClick={() => void copy(feed.data.url)}>
              {t('calendar.copy')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setConfirming(true)}>
              {t('calendar.reset')}
            </Button>
          </div>
        </>
      ) : null}
      <p role={status?.alert ? 'alert' : 'status'} className="calendar-feed__status">
        {status?.text ?? ''}
      </p>
      {confirming ? (
        <ResetDialog
          onClose={(done) => {
            setConfirming(false);
            if (done) setStatus({ text: t('calendar.resetDone'), alert: false });
          }}
        />
      ) : null}
    </section>
  );
}

/** Confirms the reset, saying what it costs: calendars subscribed with the old link stop updating. */
function ResetDialog({ onClose }: { onClose: (done: boolean) => void }) {
  const { t } = useTranslation('account');
  const reset = useResetCalendarFeed();
  return (
    <Modal
      open
      onOpenChange={(open) => !open && !reset.isPending && onClose(false)}
      title={t('calendar.resetTitle')}
      hideClose={reset.isPending}
    >
      <p>{t('calendar.resetExplanation')}</p>
      {reset.isPending ? <p role="status">{t('calendar.resetting')}</p> : null}
      {reset.isError ? <p role="alert">{t('calendar.resetFailed')}</p> : null}
      <div className="calendar-feed__actions">
        <Button variant="secondary" onClick={() => onClose(false)} disabled={reset.isPending}>
          {t('calendar.resetKeep')}
        </Button>
        <Button
          disabled={reset.isPending}
          onClick={() => reset.mutate(undefined, { onSuccess: () => onClose(true) })}
        >
          {t('calendar.resetConfirm')}
        </Button>
      </div>
    </Modal>
  );
}
