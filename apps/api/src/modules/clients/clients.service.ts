import type { ClientConfig } from '@leisure/contracts/client';
import { notFound } from '../../platform/http/errors';
import { recentlyRead } from '../../platform/recently-read';
import type { ClientRow, ClientsRepository } from './clients.repository';

/** Operators change rarely and every request asks: a short memory spares the database. */
const resolutionTtlMs = 30_000;
/**
 * Hosts remembered at most. Anyone can send any Host header: hosts no operator owns must not grow the
 * memory without end. The least recently asked goes first, so a flood of made-up hosts pushes out
 * each other, not the hosts visitors use.
 */
const hostsRemembered = 1_000;

type Urls = ClientConfig['urls'];

export function createClientsService(
  repository: ClientsRepository,
  urls: Urls,
  now = () => Date.now(),
  maxHosts = hostsRemembered,
) {
  /** Host → the read of its operator, kept `resolutionTtlMs` from when it began, shared while in flight. */
  const byHost = new Map<string, { at: number; id: Promise<number | null> }>();

  async function resolveUncached(host: string): Promise<number | null> {
    const owner = await repository.findIdByHost(host);
    if (owner !== null) return owner;
    // A single-operator install needs no host configuration: the only operator owns every host.
    const ids = await repository.firstTwoIds();
    return ids.length === 1 ? ids[0]! : null;
  }

  async function getClient(clientId: number): Promise<ClientRow> {
    const client = await repository.findById(clientId);
    if (!client) throw notFound();
    return client;
  }

  // Every basket, account and timetable answer prices in it; an operator's currency does not change in use.
  const currencyOf = recentlyRead(
    resolutionTtlMs,
    async (clientId: number) => (await getClient(clientId)).currency,
    now,
  );

  return {
    /**
     * Every request asks, so requests arriving together share one read (after a start, or when the
     * memory of a busy host lapses, a burst made one each); a failed read is not kept.
     */
    resolveOperator(host: string): Promise<number | null> {
      const key = host.toLowerCase();
      const found = byHost.get(key);
      byHost.delete(key);
      if (found && now() - found.at < resolutionTtlMs) {
        byHost.set(key, found);
        return found.id;
      }
      if (byHost.size >= maxHosts) byHost.delete(byHost.keys().next().value!);
      const entry = { at: now(), id: resolveUncached(key) };
      byHost.set(key, entry);
      entry.id.catch(() => {
        if (byHost.get(key) === entry) byHost.delete(key);
      });
      return entry.id;
    },
    getClient,
    /** The operator's currency, read again at most every 30 s. */
    currencyOf,
    /** Whether the operator has registered this host as one of its own (not merely the only operator). */
    async ownsHost(clientId: number, host: string): Promise<boolean> {
      return (await repository.findIdByHost(host.toLowerCase())) === clientId;
    },
    async getConfig(clientId: number): Promise<ClientConfig> {
      const client = await getClient(clientId);
      return {
        name: client.name,
        currency: client.currency,
        creditsEnabled: client.creditsEnabled,
        directDebitProvider: client.directDebitProvider as ClientConfig['directDebitProvider'],
        collectDirectDebitBillingAddress: client.collectDirectDebitBillingAddress,
        onlineJoiningEnabled: client.onlineJoiningEnabled,
        onlineJoiningMapEnabled: client.onlineJoiningMapEnabled,
        onlineGuestPassesEnabled: client.onlineGuestPassesEnabled,
        activitiesV2Enabled: client.activitiesV2Enabled,
        mapStyleUrl: client.mapStyleUrl,
        urls,
      };
    },
  };
}
export type ClientsService = ReturnType<typeof createClientsService>;
