import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '@/lib/i18n';
import { createPaths } from '@/lib/paths';
import { PathsContext } from '@/lib/paths-context';
import { onToast, type ToastRequest } from '@/lib/toast';
import { createIdleTimer, type IdleTimer, KIOSK_CLEAR_MS, KIOSK_LOGOUT_MS } from '@/shell/kiosk/idle-timer';
import { IdleTimerContext, isKioskHomeHeld } from '@/shell/kiosk/idle-timer-context';
import { type Session, SessionContext, type SessionStatus } from '@/shell/session/session-context';
import { Component as JoinLayout } from './join-layout';

const kioskPaths = createPaths({
  urls: { bookings: '/', account: '/account', join: '/join' },
  kiosk: true,
  centre: 'manchester-central',
});

const sessionOf = (status: SessionStatus) =>
  ({ status, user: null, leaving: false, signedIn: vi.fn(), logOut: vi.fn() }) as unknown as Session;

/** A page with a form's worth of state: what the customer typed. */
function Form() {
  const [typed, setTyped] = useState('');
  return <input aria-label="Name" value={typed} onChange={(event) => setTyped(event.target.value)} />;
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function Tree({ timer, status }: { timer: IdleTimer | null; status: SessionStatus }) {
  return (
    <PathsContext value={kioskPaths}>
      <SessionContext value={sessionOf(status)}>
        <IdleTimerContext value={timer}>
          <MemoryRouter initialEntries={['/join/?kiosk=true&centre=manchester-central']}>
            <Routes>
              <Route path="/join" element={<JoinLayout />}>
                <Route index element={<Form />} />
              </Route>
              <Route path="/kiosk/" element={<h1>Kiosk home</h1>} />
            </Routes>
            <Where />
          </MemoryRouter>
        </IdleTimerContext>
      </SessionContext>
    </PathsContext>
  );
}

const toasts: ToastRequest[] = [];
let stopToasts = () => {};
let timer: IdleTimer;

beforeAll(() => loadNamespaces('joining'));
beforeEach(() => {
  vi.useFakeTimers();
  timer = createIdleTimer();
  stopToasts = onToast((toast) => toasts.push(toast));
});
afterEach(() => {
  stopToasts();
  toasts.length = 0;
  timer.stop();
  vi.useRealTimers();
});

const idle = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const name = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' });

describe('the join pages on a kiosk', () => {
  it('start afresh once the 90 s logout lands, and go to the kiosk home with a toast at 95 s', () => {
    const view = render(<Tree timer={timer} status="signed-in" />);
    expect(isKioskHomeHeld()).toBe(true);
    fireEvent.input(name(), { target: { value: 'Riley' } });
    expect(name().value).toBe('Riley');

    idle(KIOSK_LOGOUT_MS);
    // The shell's logout is on its way: no page asks for the customer meanwhile.
    expect(screen.queryByRole('textbox')).toBeNull();
    view.rerender(<Tree timer={timer} status="anonymous" />);
    expect(name().value).toBe('');
    expect(screen.getByTestId('where').textContent).toBe('/join/?kiosk=true&centre=manchester-central');
    expect(toasts).toEqual([]);

    fireEvent.input(name(), { target: { value: 'Someone new' } });
    idle(KIOSK_CLEAR_MS - KIOSK_LOGOUT_MS);
    expect(toasts.map((toast) => toast.content)).toEqual(['Joining form cleared due to inactivity']);
    expect(screen.getByRole('heading', { name: 'Kiosk home' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/kiosk/?kiosk=true&centre=manchester-central');
    // Gone from the join pages, the kiosk's own 90 s trip home is back, on a fresh idle period.
    expect(isKioskHomeHeld()).toBe(false);
    expect(timer.idleFor()).toBe(0);
  });

  it('starts afresh at once for a visitor who never signed in', () => {
    render(<Tree timer={timer} status="anonymous" />);
    fireEvent.input(name(), { target: { value: 'Robin' } });
    idle(KIOSK_LOGOUT_MS);
    expect(name().value).toBe('');
  });

  it('leaves the pages alone outside kiosk mode', () => {
    render(<Tree timer={null} status="signed-in" />);
    fireEvent.input(name(), { target: { value: 'Riley' } });
    idle(KIOSK_CLEAR_MS * 2);
    expect(name().value).toBe('Riley');
    expect(toasts).toEqual([]);
  });
});
