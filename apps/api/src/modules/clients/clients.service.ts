import type { ClientConfig } from '@leisure/contracts/client';
import { notFound } from '../../platform/http/errors';
import type { ClientRow, ClientsRepository } from './clients.repository';

/** Operators change rarely and every request asks: a short memory spares the database. */
const resolutionTtlMs = 30_000;

type Urls = ClientConfig['urls'];

export function createClientsService(repository: ClientsRepository, urls: Urls, now = () => Date.now()) {
  const byHost = new Map<string, { id: number | null; at: number }>();

  async function resolveUncached(host: string): Promise<number | null> {
    const owner = await repository.findIdByHost(host.toLowerCase());
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

  return {
    async resolveOperator(host: string): Promise<number | null> {
      const cached = byHost.get(host);
      if (cached && now() - cached.at < resolutionTtlMs) return cached.id;
      const id = await resolveUncached(host);
      byHost.set(host, { id, at: now() });
      return id;
    },
    getClient,
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
