import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleTimer, type IdleTimer, KIOSK_LOGOUT_MS, KIOSK_WARNING_MS } from './idle-timer';

describe('kiosk idle timer', () => {
  let timer: IdleTimer;
  const warning = vi.fn();
  const logout = vi.fn();
  const resumed = vi.fn();

  beforeEach(() => {
    vi.useFakeTimers();
    timer = createIdleTimer();
    timer.onIdle(KIOSK_WARNING_MS, warning);
    timer.onIdle(KIOSK_LOGOUT_MS, logout);
    timer.onReset(resumed);
    timer.start(window);
  });

  afterEach(() => {
    timer.stop();
    warning.mockReset();
    logout.mockReset();
    resumed.mockReset();
    vi.useRealTimers();
  });

  it('warns at 60 s and logs out at 90 s of idleness, at least 20 s apart', () => {
    vi.advanceTimersByTime(KIOSK_WARNING_MS - 1);
    expect(warning).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(warning).toHaveBeenCalledOnce();
    expect(logout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(KIOSK_LOGOUT_MS - KIOSK_WARNING_MS);
    expect(logout).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(60_000);
    expect(warning).toHaveBeenCalledOnce();
    expect(logout).toHaveBeenCalledOnce();
  });

  it('starts the idle period again on activity', () => {
    expect(KIOSK_LOGOUT_MS - KIOSK_WARNING_MS).toBeGreaterThanOrEqual(20_000);
    vi.advanceTimersByTime(KIOSK_WARNING_MS - 1000);
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(KIOSK_WARNING_MS - 1000);
    expect(warning).not.toHaveBeenCalled();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    vi.advanceTimersByTime(KIOSK_WARNING_MS);
    expect(warning).toHaveBeenCalledOnce();
  });

  it('keeps the warning up through stray activity; only a reset ends it', () => {
    vi.advanceTimersByTime(KIOSK_WARNING_MS);
    window.dispatchEvent(new Event('pointermove'));
    vi.advanceTimersByTime(KIOSK_LOGOUT_MS - KIOSK_WARNING_MS);
    expect(logout).toHaveBeenCalledOnce();
  });

  it("restarts fully when reset (the 'Stay signed in' button)", () => {
    vi.advanceTimersByTime(KIOSK_WARNING_MS);
    timer.reset();
    expect(resumed).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(KIOSK_LOGOUT_MS - 1);
    expect(logout).not.toHaveBeenCalled();
    expect(warning).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    expect(logout).toHaveBeenCalledOnce();
  });

  it('lets later subscribers hang on the same timer (joining form at 95 s)', () => {
    const clear = vi.fn();
    const off = timer.onIdle(95_000, clear);
    vi.advanceTimersByTime(95_000);
    expect(clear).toHaveBeenCalledOnce();
    off();
  });

  it('stops listening when stopped', () => {
    timer.stop();
    vi.advanceTimersByTime(KIOSK_LOGOUT_MS);
    expect(warning).not.toHaveBeenCalled();
  });
});
