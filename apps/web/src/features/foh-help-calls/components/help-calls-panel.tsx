import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { HttpError } from '@/lib/http';
import { showToast } from '@/lib/toast';
import { useAnswerHelpCall, useHelpCalls } from '../api/help-calls';
import './help-calls.css';

const timeOf = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(iso),
  );

/**
 * The desk venue's open 'Need help?' calls from its kiosks, on every /foh page. The count is a polite live
 * region, so a new call is read out without taking the focus from a sale in progress; the calls and their
 * 'On my way' buttons sit outside it.
 */
export function HelpCallsPanel({ venueId }: { venueId: number }) {
  const { t } = useTranslation('fohOffice');
  const calls = useHelpCalls(venueId);
  const answer = useAnswerHelpCall(venueId);
  const open = calls.data ?? [];
  const answerCall = (id: number) =>
    answer.mutate(id, {
      onSuccess: () => showToast({ type: 'success', content: t('helpCalls.answered') }),
      onError: (error) =>
        showToast({
          type: 'danger',
          content:
            error instanceof HttpError ? (error.serverMessage ?? error.message) : t('helpCalls.failed'),
        }),
    });
  return (
    <section
      className={open.length > 0 ? 'help-calls help-calls--open' : 'help-calls'}
      aria-label={t('helpCalls.label')}
    >
      <p className={open.length > 0 ? 'help-calls__status' : 'visually-hidden'} role="status">
        {open.length > 0 ? t('helpCalls.count', { count: open.length }) : t('helpCalls.none')}
      </p>
      {open.length > 0 ? (
        <ul className="help-calls__list">
          {open.map((call) => {
            const where = call.kiosk?.name ?? t('helpCalls.unknownKiosk');
            return (
              <li key={call.id} className="help-calls__call">
                <span>{t('helpCalls.call', { kiosk: where, time: timeOf(call.createdAt) })}</span>
                <Button
                  size="sm"
                  busy={answer.isPending && answer.variables === call.id}
                  onClick={() => answerCall(call.id)}
                >
                  {t('helpCalls.onMyWay')}
                  <span className="visually-hidden"> {t('helpCalls.to', { kiosk: where })}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
