import { backgroundPollHeader } from '@leisure/contracts/session-cookies';
import { afterEach, describe, expect, it } from 'vitest';
import { createStaffMember } from '../../../test/fixtures/staff-fixtures';
import { useTestApp } from '../../../test/test-app';
import { createClock } from '../../platform/clock';
import { staffSessionTimes } from './staff-session-times';

const pollEvery = 15_000;

/**
 * A desk left open polls its help calls every 15 s (decision 052): the polls are answered, but only a call
 * someone made starts the staff session's idle time again, so the desk still signs itself out.
 */
describe('a staff session’s idle time and background polls', () => {
  const clock = createClock();
  const t = useTestApp({}, undefined, clock);
  afterEach(() => clock.set(new Date()));

  const desk = async () => {
    clock.set(new Date());
    const staff = await createStaffMember(t);
    const poll = (headers: Record<string, string> = { [backgroundPollHeader]: '1' }) =>
      t.inject({
        method: 'GET',
        url: `/api/foh/help-calls?venue_id=${staff.venueIds[0]}`,
        headers: { ...staff.headers, ...headers },
      });
    const me = () => t.inject({ method: 'GET', url: '/api/foh/me', headers: staff.headers });
    return { staff, poll, me };
  };

  it('answers the polls but signs out a desk polled every 15 s past its idle limit', async () => {
    const { poll, me } = await desk();
    let polled = 0;
    for (let at = pollEvery; at < staffSessionTimes.idleMs; at += pollEvery) {
      clock.advance(pollEvery);
      expect((await poll()).statusCode).toBe(200);
      polled += 1;
    }
    expect(polled).toBeGreaterThan(50);
    clock.advance(pollEvery);
    expect((await poll()).statusCode).toBe(401);
    expect((await me()).statusCode).toBe(401);
  });

  it('keeps a desk signed in while someone uses it: an ordinary staff call starts the idle time again', async () => {
    const { poll, me } = await desk();
    for (let minute = 1; minute <= 20; minute += 1) {
      clock.advance(60_000);
      // The same poll without the header is a call someone made.
      expect((await poll({})).statusCode).toBe(200);
    }
    clock.advance(staffSessionTimes.idleMs - 60_000);
    expect((await me()).statusCode).toBe(200);
  });

  it('is not kept awake by a customer’s call with the staff cookie, where it is nobody', async () => {
    const { staff, me } = await desk();
    for (let at = 0; at < staffSessionTimes.idleMs; at += 5 * 60_000) {
      clock.advance(5 * 60_000 - 1);
      const user = await t.inject({ method: 'GET', url: '/api/auth/user', headers: staff.headers });
      expect(user.statusCode).toBe(401);
    }
    clock.advance(pollEvery);
    expect((await me()).statusCode).toBe(401);
  });
});
