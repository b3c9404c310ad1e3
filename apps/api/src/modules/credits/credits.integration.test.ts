import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { HttpError } from '../../platform/http/errors';
import { createCreditsService, notEnoughCreditMessage } from './credits.service';

describe('the credit ledger', () => {
  const t = useTestApp();
  const credits = createCreditsService();
  let clientId: number;
  let userId: number;

  beforeAll(async () => {
    const { rows } = (await t.sql(`select client_id, id from users where reference = 'C100002'`)) as {
      rows: { client_id: number; id: number }[];
    };
    clientId = rows[0]!.client_id;
    userId = rows[0]!.id;
  });

  const balance = () => credits.balance(t.database.db, clientId, userId, 'general');
  const spend = (amount: number) =>
    t.database.db.transaction((tx) =>
      credits.spend(tx, { clientId, userId, amount, orderId: null, reason: 'Test order' }),
    );

  it('adds, spends and refuses to go below zero', async () => {
    expect(await balance()).toBe(0);
    await t.database.db.transaction((tx) =>
      credits.award(tx, { clientId, userId, amount: 500, orderId: null, reason: 'Goodwill' }),
    );
    await spend(300);
    expect(await balance()).toBe(200);
    const refused = await spend(201).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 422, message: notEnoughCreditMessage });
    expect(await balance()).toBe(200);
  });

  it('lets only one of two spends of the same credit through at once', async () => {
    const results = await Promise.allSettled([spend(150), spend(150)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await balance()).toBe(50);
  });

  it('keeps membership credit apart from general credit', async () => {
    expect(await credits.balance(t.database.db, clientId, userId, 'membership')).toBe(0);
  });
});
