import { describe, expect, it } from 'vitest';
import type { ClientsRepository } from './clients.repository';
import { createClientsService } from './clients.service';

const urls = { bookings: '', account: '', join: '' } as never;

/** Operators by host, as the clients table holds them; `reads` counts the look-ups that reached it. */
function fakeOperators(hosts: Record<string, number>, ids: number[]) {
  const table = { hosts: { ...hosts }, ids: [...ids], reads: 0, failNext: false };
  const repository = {
    async findIdByHost(host: string) {
      table.reads++;
      if (table.failNext) {
        table.failNext = false;
        throw new Error('database down');
      }
      return table.hosts[host] ?? null;
    },
    async firstTwoIds() {
      return table.ids.slice(0, 2);
    },
  } as unknown as ClientsRepository;
  return { table, repository };
}

describe('the operator of a host', () => {
  it('is read once for requests arriving together, and remembered for 30 s', async () => {
    let clock = 0;
    const { table, repository } = fakeOperators({ 'swim.example': 1 }, [1, 2]);
    const clients = createClientsService(repository, urls, () => clock);
    const answers = await Promise.all([1, 2, 3].map(() => clients.resolveOperator('swim.example')));
    expect(answers).toEqual([1, 1, 1]);
    expect(table.reads).toBe(1);
    clock = 29_999;
    expect(await clients.resolveOperator('SWIM.example')).toBe(1);
    expect(table.reads).toBe(1);
  });

  it('answers a host that changed operator, or that no operator owns any more, once 30 s have passed', async () => {
    let clock = 0;
    const { table, repository } = fakeOperators({ 'a.example': 1, 'b.example': 2 }, [1, 2]);
    const clients = createClientsService(repository, urls, () => clock);
    expect(await clients.resolveOperator('a.example')).toBe(1);
    expect(await clients.resolveOperator('b.example')).toBe(2);
    expect(await clients.resolveOperator('nobody.example')).toBeNull();
    table.hosts = { 'a.example': 2, 'nobody.example': 1 };
    clock = 30_000;
    expect(await clients.resolveOperator('a.example')).toBe(2);
    expect(await clients.resolveOperator('b.example')).toBeNull();
    expect(await clients.resolveOperator('nobody.example')).toBe(1);
  });

  it('gives every host to the only operator, and none once there are two', async () => {
    let clock = 0;
    const { table, repository } = fakeOperators({}, [1]);
    const clients = createClientsService(repository, urls, () => clock);
    expect(await clients.resolveOperator('anything.example')).toBe(1);
    table.ids = [1, 2];
    clock = 30_000;
    expect(await clients.resolveOperator('anything.example')).toBeNull();
  });

  it('never keeps a failed read', async () => {
    const { table, repository } = fakeOperators({ 'a.example': 1 }, [1, 2]);
    const clients = createClientsService(repository, urls, () => 0);
    table.failNext = true;
    await expect(clients.resolveOperator('a.example')).rejects.toThrow('database down');
    expect(await clients.resolveOperator('a.example')).toBe(1);
  });

  it('remembers a bounded number of hosts: made-up hosts push out each other, not the hosts in use', async () => {
    const { table, repository } = fakeOperators({ 'a.example': 1 }, [1, 2]);
    const clients = createClientsService(repository, urls, () => 0, 3);
    expect(await clients.resolveOperator('a.example')).toBe(1);
    for (let i = 0; i < 100; i++) {
      expect(await clients.resolveOperator(`made-up-${i}.example`)).toBeNull();
      expect(await clients.resolveOperator('a.example')).toBe(1);
    }
    // One read for each made-up host and one for a.example, which stayed remembered throughout.
    expect(table.reads).toBe(101);
    const before = table.reads;
    await clients.resolveOperator('made-up-99.example');
    await clients.resolveOperator('made-up-0.example');
    expect(table.reads - before).toBe(1);
  });
});

describe("an operator's currency", () => {
  it('is read once in 30 s, then read again; an unknown operator is a 404, never remembered', async () => {
    let clock = 0;
    const rows = new Map([[1, { id: 1, currency: 'GBP' }]]);
    let reads = 0;
    const repository = {
      async findById(id: number) {
        reads++;
        return rows.get(id) ?? null;
      },
    } as unknown as ClientsRepository;
    const clients = createClientsService(repository, urls, () => clock);
    expect(await clients.currencyOf(1)).toBe('GBP');
    clock = 29_999;
    expect(await clients.currencyOf(1)).toBe('GBP');
    expect(reads).toBe(1);
    rows.set(1, { id: 1, currency: 'EUR' });
    clock = 30_000;
    expect(await clients.currencyOf(1)).toBe('EUR');
    expect(reads).toBe(2);
    await expect(clients.currencyOf(2)).rejects.toMatchObject({ statusCode: 404 });
    rows.set(2, { id: 2, currency: 'GBP' });
    expect(await clients.currencyOf(2)).toBe('GBP');
  });
});
