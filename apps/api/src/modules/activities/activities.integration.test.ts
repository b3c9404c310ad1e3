import { fullMessage } from '@leisure/contracts/activities';
import { describe, expect, it } from 'vitest';
import { testConfig, useTestApp } from '../../../test/test-app';
import { HttpError } from '../../platform/http/errors';
import { createServices } from '../../services';
import type { ActivitiesService } from './activities.service';
import { day, sessionsOf, times } from './timetable-test-kit';

/** The service the basket and checkout build on: facts, locks, prices and the booked count. */
describe('activities service', () => {
  const t = useTestApp();
  const service = (): ActivitiesService => createServices(t.database.db, testConfig()).activities;
  const clientId = async () =>
    ((await t.sql('select id from clients order by id limit 1')) as { rows: { id: number }[] }).rows[0]!.id;
  const userId = async (email: string) =>
    ((await t.sql(`select id from users where email = '${email}'`)) as { rows: { id: number }[] }).rows[0]!
      .id;
  const sessionId = async (activity: string, offset: number) =>
    Number(sessionsOf((await times(t, activity, day(offset))).json())[0]!.id);

  it('gives a session’s facts in its venue’s time, and nothing for another operator', async () => {
    const id = await sessionId('yoga-flow', 1);
    const facts = await service().getOccurrence(t.database.db, await clientId(), id);
    expect(facts).toMatchObject({
      id,
      activitySlug: 'yoga-flow',
      categorySlug: 'classes',
      venueSlug: 'manchester-central',
      timeZone: 'Europe/London',
      bookingType: 'class',
    });
    expect(facts!.firstBookableAt.getTime()).toBeLessThan(facts!.startsAt.getTime());
    expect(await service().getOccurrence(t.database.db, (await clientId()) + 1000, id)).toBeNull();
  });

  it('locks sessions in id order inside a transaction', async () => {
    const ids = [await sessionId('spin', 1), await sessionId('yoga-flow', 1), await sessionId('hiit', 1)];
    const client = await clientId();
    const locked = await t.database.db.transaction((tx) => service().lockOccurrences(tx, client, ids));
    expect(locked.map((f) => f.id)).toEqual([...ids].sort((a, b) => a - b));
  });

  it('says why a session cannot be booked', async () => {
    const full = await service().getOccurrence(t.database.db, await clientId(), await sessionId('spin', 3));
    expect(service().bookability(full!, new Date(), 0)).toEqual({
      ok: false,
      reason: 'full',
      message: fullMessage,
    });
    const open = await service().getOccurrence(
      t.database.db,
      await clientId(),
      await sessionId('yoga-flow', 1),
    );
    expect(service().bookability(open!, new Date(), 0)).toEqual({ ok: true });
    expect(service().bookability(open!, new Date(), open!.capacity)).toMatchObject({ reason: 'full' });
  });

  it('quotes the best price an attendee may use, and refuses one they may not', async () => {
    const db = t.database.db;
    const facts = (await service().getOccurrence(db, await clientId(), await sessionId('yoga-flow', 1)))!;
    const base = { clientId: await clientId(), facts };
    const alex = await service().quote(db, {
      ...base,
      attendeeUserId: await userId('alex.morgan@example.com'),
    });
    expect(alex).toMatchObject({ kind: 'benefit', price: 0, benefitApplied: true });
    const kept = await service().quote(db, {
      ...base,
      attendeeUserId: await userId('alex.morgan@example.com'),
      applyBenefit: false,
    });
    expect(kept.kind).toBe('member');
    expect(await service().quote(db, { ...base, attendeeUserId: null })).toMatchObject({
      kind: 'payg',
      price: 750,
    });
    const refused = service().quote(db, {
      ...base,
      attendeeUserId: await userId('priya.shah@example.com'),
      pricingOptionId: alex.pricingOptionId,
    });
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    await expect(refused).rejects.toMatchObject({
      statusCode: 422,
      errors: { pricing_option_id: expect.any(Array) },
    });
  });

  it('moves the booked count, refusing to go past capacity with a 409', async () => {
    const db = t.database.db;
    const id = await sessionId('yoga-flow', 1);
    const before = (await service().getOccurrence(db, await clientId(), id))!;
    await db.transaction((tx) => service().adjustBookedCount(tx, id, 1));
    expect((await service().getOccurrence(db, await clientId(), id))!.bookedCount).toBe(
      before.bookedCount + 1,
    );
    const tooMany = db.transaction((tx) => service().adjustBookedCount(tx, id, before.capacity));
    await expect(tooMany).rejects.toMatchObject({ statusCode: 409, message: fullMessage });
    await db.transaction((tx) => service().adjustBookedCount(tx, id, -1));
    expect((await service().getOccurrence(db, await clientId(), id))!.bookedCount).toBe(before.bookedCount);
  });
});
