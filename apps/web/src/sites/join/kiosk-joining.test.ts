import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import {
  createIdleTimer,
  type IdleTimer,
  KIOSK_CLEAR_MS,
  KIOSK_LOGOUT_MS,
  KIOSK_WARNING_MS,
} from '@/shell/kiosk/idle-timer';
import { watchKioskJoining } from './kiosk-joining';

describe('kiosk joining on the one idle timer', () => {
  let timer: IdleTimer;
  let warning: Mock<() => void>;
  let reset: Mock<() => void>;
  let clear: Mock<() => void>;
  let stopWatching: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    warning = vi.fn();
    reset = vi.fn();
    clear = vi.fn();
    timer = createIdleTimer();
    timer.onIdle(KIOSK_WARNING_MS, warning);
    stopWatching = watchKioskJoining(timer, { reset, clear });
    timer.start(window);
  });

  afterEach(() => {
    stopWatching();
    timer.stop();
    vi.useRealTimers();
  });

  it('resets the form at 90 s and clears it at 95 s of idleness', () => {
    vi.advanceTimersByTime(KIOSK_LOGOUT_MS - 1);
    expect(warning).toHaveBeenCalledOnce();
    expect(reset).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reset).toHaveBeenCalledOnce();
    expect(clear).not.toHaveBeenCalled();
    vi.advanceTimersByTime(KIOSK_CLEAR_MS - KIOSK_LOGOUT_MS - 1);
    expect(clear).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(clear).toHaveBeenCalledOnce();
    expect(reset).toHaveBeenCalledOnce();
  });

  it('starts a new idle period for the next customer once cleared', () => {
    vi.advanceTimersByTime(KIOSK_CLEAR_MS);
    expect(timer.idleFor()).toBe(0);
    vi.advanceTimersByTime(KIOSK_WARNING_MS - 1);
    expect(warning).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(1);
    expect(warning).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(KIOSK_CLEAR_MS - KIOSK_WARNING_MS);
    expect(reset).toHaveBeenCalledTimes(2);
    expect(clear).toHaveBeenCalledTimes(2);
  });

  it('does nothing while the customer is busy', () => {
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(KIOSK_WARNING_MS - 10_000);
      window.dispatchEvent(new Event('pointerdown'));
    }
    expect(reset).not.toHaveBeenCalled();
    expect(clear).not.toHaveBeenCalled();
  });

  it("goes on counting after 'Stay signed in'", () => {
    vi.advanceTimersByTime(KIOSK_WARNING_MS);
    timer.reset();
    vi.advanceTimersByTime(KIOSK_LOGOUT_MS - 1);
    expect(reset).not.toHaveBeenCalled();
    vi.advanceTimersByTime(KIOSK_CLEAR_MS - KIOSK_LOGOUT_MS + 1);
    expect(reset).toHaveBeenCalledOnce();
    expect(clear).toHaveBeenCalledOnce();
  });

  it('clears even when the page wakes past both thresholds at once', () => {
    vi.setSystemTime(Date.now() + KIOSK_CLEAR_MS + 10_000);
    vi.advanceTimersByTime(KIOSK_WARNING_MS);
    expect(reset).toHaveBeenCalledOnce();
    expect(clear).toHaveBeenCalledOnce();
    expect(reset.mock.invocationCallOrder[0]).toBeLessThan(clear.mock.invocationCallOrder[0] ?? 0);
  });

  it('leaves the timer alone once the page has gone', () => {
    stopWatching();
    vi.advanceTimersByTime(KIOSK_CLEAR_MS);
    expect(reset).not.toHaveBeenCalled();
    expect(clear).not.toHaveBeenCalled();
    expect(warning).toHaveBeenCalledOnce();
  });
});
