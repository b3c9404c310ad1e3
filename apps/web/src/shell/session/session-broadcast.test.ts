import { describe, expect, it, vi } from 'vitest';
import { announceSession, listenToSession } from './session-broadcast';

describe('session broadcast', () => {
  it('tells the other listeners of this origin about a sign-out or a sign-in', async () => {
    const heard = vi.fn();
    const stop = listenToSession(heard);
    announceSession('signed-out');
    announceSession('signed-in');
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(2));
    expect(heard.mock.calls).toEqual([['signed-out'], ['signed-in']]);
    stop();
    announceSession('signed-out');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard).toHaveBeenCalledTimes(2);
  });
});
