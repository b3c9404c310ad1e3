import { fullMessage } from '@leisure/contracts/activities';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import type { Executor } from '../../platform/db/client';
import { refusalAtCommit } from '../../platform/db/refused-at-commit';
import { createActivitiesService } from './activities.service';

/** The place checks a transaction leaves to its commit (docs/decisions/037-places-checked-at-commit.md). */
describe('places checked at commit', () => {
  const t = useTestApp();
  let occurrence = 0;
  let clientId = 0;
  const activities = createActivitiesService({
    hasActiveMembership: async () => false,
    heldPlaces: async () => new Map(),
  } as never);

  const one = async <T>(text: string, executor: Executor = t.database.db) =>
    ((await executor.execute(sql.raw(text))) as unknown as { rows: T[] }).rows[0]!;
  // Inside a transaction, read through it: PGlite's one connection would wait for the transaction to end.
  const state = (executor?: Executor) =>
    one<{ booked: number; checks: number }>(
      `select (select booked_count from occurrences where id = ${occurrence}) as booked,
              (select count(*)::int from place_checks) as checks`,
      executor,
    );

  beforeAll(async () => {
    const row = await one<{ id: number; client_id: number }>(
      `select id, client_id from occurrences where status = 'scheduled' and booked_count = 0 order by id limit 1`,
    );
    occurrence = row.id;
    clientId = row.client_id;
    await t.sql(`update occurrences set capacity = 2 where id = ${occurrence}`);
  });

  it('moves the booked count as the transaction commits and leaves no check behind', async () => {
    await t.database.db.transaction(async (tx) => {
      await activities.claimAtCommit(tx, [{ occurrenceId: occurrence, places: 2 }]);
      // Not yet: the count moves at the commit.
      expect((await state(tx)).booked).toBe(0);
    });
    expect(await state()).toEqual({ booked: 2, checks: 0 });
  });

  it('fails the commit past capacity with the refusal, the count unmoved', async () => {
    const error = await t.database.db
      .transaction(async (tx) => {
        await activities.claimAtCommit(tx, [{ occurrenceId: occurrence, places: 1 }]);
      })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(refusalAtCommit(error)).toBe(fullMessage);
    expect(await state()).toEqual({ booked: 2, checks: 0 });
    // Giving places back is a claim below zero too.
    await t.database.db.transaction((tx) =>
      activities.claimAtCommit(tx, [{ occurrenceId: occurrence, places: -2 }]),
    );
    expect(await state()).toEqual({ booked: 0, checks: 0 });
  });

  it('refuses a commit whose live holds, its own among them, are more than the places left', async () => {
    const cart = await one<{ id: number }>(
      `insert into carts (client_id, visitor_key_hash) values (${clientId}, 'place-checks-${Date.now()}') returning id`,
    );
    const hold = (ids: number[], at: Date) =>
      t.database.db.transaction(async (tx) => {
        for (const n of ids)
          await tx.execute(
            sql.raw(`insert into cart_items (client_id, cart_id, cartable_type, occurrence_id, name, unit_price, hold_expires_at, purchased_for_user_id)
             select ${clientId}, ${cart.id}, 'activity', ${occurrence}, 'Held', 0, now() + interval '10 minutes', id
             from users where client_id = ${clientId} order by id offset ${n} limit 1`),
          );
        await activities.checkHoldsAtCommit(tx, [occurrence, occurrence], at);
      });
    await hold([0, 1], new Date());
    const error = await hold([2], new Date()).then(
      () => null,
      (e: unknown) => e,
    );
    expect(refusalAtCommit(error)).toBe(fullMessage);
    // Counted as of the moment given: holds that have lapsed by then leave their places.
    await hold([3], new Date(Date.now() + 3_600_000));
    const held = await one<{ n: number }>(
      `select count(*)::int as n from cart_items where cart_id = ${cart.id}`,
    );
    expect(held.n).toBe(3);
    expect((await state()).checks).toBe(0);
  });
});
