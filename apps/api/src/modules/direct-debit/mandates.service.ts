import type { Db, Executor } from '../../platform/db/client';
import type { DirectDebitProvider, MandateStatus, ProviderEvent } from '../../platform/direct-debit/provider';
import { createDirectDebitEventsRepository } from './direct-debit-events.repository';
import { createMandatesRepository, type MandateRow } from './mandates.repository';

export type FieldCipher = { encrypt(plain: string): string; decrypt(cipher: string): string };

export type BankDetails = {
  accountHolder: string;
  /** Digits only, already checked (platform/direct-debit/bank-account.ts). */
  accountNumber: string;
  sortCode: string;
  billingAddress: { lineOne: string; lineTwo: string | null; city: string; postcode: string | null } | null;
};

export type MandateView = {
  id: number;
  accountHolder: string;
  accountNumberEnding: string;
  sortCode: string;
  bankName: string | null;
  status: MandateRow['status'];
};

const view = (row: MandateRow): MandateView => ({
  id: row.id,
  accountHolder: row.accountHolder,
  accountNumberEnding: row.accountNumberEnding,
  sortCode: row.sortCode,
  bankName: row.bankName,
  status: row.status,
});

export type MandateEvent = Extract<ProviderEvent, { resource: 'mandate' }>;
export type CollectionEvent = Extract<ProviderEvent, { resource: 'collection' }>;

/**
 * What a provider's word may move a mandate on from: only forward, so an event told twice, or one that
 * arrives after a later one (GoCardless does not promise their order), changes nothing. Failed and
 * cancelled are ends; a reinstated mandate (GoCardless's `reinstated`, read as active) stays ended here.
 */
const movesFrom: Record<MandateStatus, MandateRow['status'][]> = {
  submitted: ['submitting'],
  active: ['submitting', 'submitted'],
  failed: ['submitting', 'submitted', 'active'],
  cancelled: ['submitting', 'submitted', 'active'],
};

type Deps = {
  db: Db;
  provider: DirectDebitProvider;
  cipher: FieldCipher;
  customerOf(
    clientId: number,
    userId: number,
  ): Promise<{ email: string; givenName: string; familyName: string }>;
  /** Billing's port: a collection's event, in the webhook's transaction ('unknown' when not ours). */
  collectionEvent?: (tx: Executor, event: CollectionEvent) => Promise<'moved' | 'unchanged' | 'unknown'>;
};

/**
 * A customer's direct-debit instructions. A join writes one 'pending', its account number encrypted; the
 * order that pays for the join asks for it ('submitting'); after the commit the provider is told, with
 * the mandate's own id as the idempotency key, so a crash between the two is mended by the sweep.
 */
export function createMandatesService(deps: Deps) {
  /**
   * Moves our mandate as the provider says, found by the provider's reference. 'unknown' when no
   * mandate of ours has it (not an error: the provider's account may hold mandates made elsewhere).
   */
  async function applyEvent(
    executor: Executor,
    event: MandateEvent,
  ): Promise<'moved' | 'unchanged' | 'unknown'> {
    const repository = createMandatesRepository(executor);
    const ends = event.status === 'failed' || event.status === 'cancelled';
    const moved = await repository.moveByReference(
      deps.provider.name,
      event.reference,
      movesFrom[event.status],
      { status: event.status, ...(ends ? { endedAt: new Date() } : {}) },
    );
    if (moved) return 'moved';
    return (await repository.byReference(deps.provider.name, event.reference)) ? 'unchanged' : 'unknown';
  }

  return {
    /** Whether the person has an instruction (sent, or on its way). */
    async live(executor: Executor, clientId: number, userId: number): Promise<MandateView | null> {
      const row = await createMandatesRepository(executor).liveOf(clientId, userId);
      return row ? view(row) : null;
    },

    /** A new instruction waiting for its order, in the caller's transaction. */
    async createPending(executor: Executor, clientId: number, userId: number, bank: BankDetails) {
      return createMandatesRepository(executor).insert({
        clientId,
        userId,
        provider: deps.provider.name,
        accountHolder: bank.accountHolder,
        accountNumberCipher: deps.cipher.encrypt(bank.accountNumber),
        accountNumberEnding: bank.accountNumber.slice(-2),
        sortCode: bank.sortCode,
        bankName: await deps.provider.bankName(bank.sortCode),
        billingAddressLineOne: bank.billingAddress?.lineOne ?? null,
        billingAddressLineTwo: bank.billingAddress?.lineTwo ?? null,
        billingCity: bank.billingAddress?.city ?? null,
        billingPostcode: bank.billingAddress?.postcode ?? null,
      });
    },

    async byId(executor: Executor, clientId: number, id: number) {
      const row = await createMandatesRepository(executor).byId(clientId, id);
      return row ? view(row) : null;
    },

    async isPending(executor: Executor, id: number): Promise<boolean> {
      const row = await createMandatesRepository(executor).byIdOnly(id);
      return row?.status === 'pending';
    },

    /** The order paid: the instruction is to be sent (by `submitDue`, after the commit). */
    requestSubmission: (executor: Executor, id: number) =>
      createMandatesRepository(executor).move(id, ['pending'], { status: 'submitting' }),

    /** The join was never paid for, or its order undone: a pending instruction is let go. */
    release: (executor: Executor, id: number) =>
      createMandatesRepository(executor).move(id, ['pending', 'submitting'], {
        status: 'released',
        endedAt: new Date(),
      }),

    /**
     * The order that asked for an instruction already sent was undone: it is to be cancelled at the
     * provider (by `submitDue`). Not for an instruction other memberships still use: the caller checks.
     */
    cancel: (executor: Executor, id: number) =>
      createMandatesRepository(executor).move(id, ['submitted', 'active'], { status: 'cancelling' }),

    applyEvent,

    /**
     * A webhook sent to `/webhooks/{providerName}`: false when that is not the configured provider. Throws
     * WebhookRejected when its signature is not the provider's. Each event is kept once and, if it is a
     * mandate's or a collection's, applied (a collection's by billing), all in one transaction, so a replayed
     * webhook changes nothing.
     */
    async receiveWebhook(providerName: string, rawBody: Buffer, signature: string | undefined) {
      if (providerName !== deps.provider.name) return false;
      const events = deps.provider.parseWebhook(rawBody, signature);
      await deps.db.transaction(async (tx) => {
        const kept = createDirectDebitEventsRepository(tx);
        for (const event of events) {
          if (!(await kept.recordOnce(deps.provider.name, event))) continue;
          const applied =
            event.resource === 'mandate'
              ? await applyEvent(tx, event)
              : ((await deps.collectionEvent?.(tx, event)) ?? 'unknown');
          if (applied !== 'unknown') await kept.markApplied(deps.provider.name, event.eventId, new Date());
        }
      });
      return true;
    },

    /**
     * Sends the instructions orders asked for. Two instances may send one at once: the provider takes
     * our key once and answers both with the same mandate, and only one moves the row on.
     */
    async submitDue(limit = 50): Promise<number> {
      let sent = 0;
      const due = await createMandatesRepository(deps.db).dueToSubmit(limit);
      for (const row of due) {
        const customer = await deps.customerOf(row.clientId, row.userId);
        const made = await deps.provider.createMandate({
          idempotencyKey: `mandate-${row.clientId}-${row.id}`,
          customer,
          accountHolder: row.accountHolder,
          accountNumber: deps.cipher.decrypt(row.accountNumberCipher),
          sortCode: row.sortCode,
          billingAddress:
            row.billingAddressLineOne && row.billingCity
              ? {
                  lineOne: row.billingAddressLineOne,
                  lineTwo: row.billingAddressLineTwo,
                  city: row.billingCity,
                  postcode: row.billingPostcode,
                }
              : null,
        });
        const moved = await createMandatesRepository(deps.db).move(row.id, ['submitting'], {
          status: made.status === 'cancelled' ? 'failed' : made.status,
          providerReference: made.reference,
          bankName: made.bankName ?? row.bankName,
          submittedAt: new Date(),
        });
        if (moved) sent++;
        // Its order was undone while the provider was being told: what was made there goes too.
        else if ((await createMandatesRepository(deps.db).byIdOnly(row.id))?.status === 'released')
          await deps.provider.cancelMandate(made.reference);
      }
      for (const row of await createMandatesRepository(deps.db).dueToSubmit(limit, 'cancelling')) {
        await deps.provider.cancelMandate(row.providerReference!);
        const ended = { status: 'cancelled' as const, endedAt: new Date() };
        if (await createMandatesRepository(deps.db).move(row.id, ['cancelling'], ended)) sent++;
      }
      return sent;
    },
  };
}
export type MandatesService = ReturnType<typeof createMandatesService>;
