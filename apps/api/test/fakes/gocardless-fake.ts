import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkBankAccount } from '../../src/platform/direct-debit/bank-account';

type Resource = { id: string; status?: string; links?: Record<string, string> } & Record<string, unknown>;
type Kind = 'customers' | 'customer_bank_accounts' | 'mandates' | 'payments';
const prefixes: Record<Kind, string> = {
  customers: 'CU',
  customer_bank_accounts: 'BA',
  mandates: 'MD',
  payments: 'PM',
};
const usableMandate = ['pending_submission', 'submitted', 'active'];

export type FakeRequest = { method: string; path: string; idempotencyKey: string | undefined; body: unknown };
export type FakeEvent = {
  id: string;
  created_at: string;
  resource_type: string;
  action: string;
  links: Record<string, string>;
  details: { origin: string; cause: string; description: string };
};

const failure = (code: number, type: string, message: string, detail: Record<string, unknown> = {}) => ({
  error: { code, type, message, request_id: `RQ${Date.now()}`, errors: [{ message, ...detail }] },
});

/**
 * GoCardless's HTTP API in miniature, on loopback, for the adapter's tests. It keeps what it is sent (but of
 * an account number only its ending, as GoCardless shows it), refuses a wrong bearer token or a missing
 * version header, answers a reused Idempotency-Key with 409 idempotent_creation_conflict naming the first
 * resource, moves resources on when a test says so, and signs webhooks with the endpoint's secret.
 */
export async function startGoCardlessFake({
  accessToken,
  webhookSecret,
}: {
  accessToken: string;
  webhookSecret: string;
}) {
  const store = Object.fromEntries(Object.keys(prefixes).map((kind) => [kind, new Map()])) as Record<
    Kind,
    Map<string, Resource>
  >;
  const keys = new Map<string, string>();
  const requests: FakeRequest[] = [];
  let made = 0;

  function create(kind: Kind, fields: Record<string, unknown>, key: string | undefined): [number, unknown] {
    const first = key && keys.get(`${kind} ${key}`);
    if (first)
      return [
        409,
        failure(409, 'invalid_state', 'A resource has already been created with this idempotency key', {
          reason: 'idempotent_creation_conflict',
          links: { conflicting_resource_id: first },
        }),
      ];
    const links = (fields.links ?? {}) as Record<string, string>;
    const resource: Resource = { id: `${prefixes[kind]}${String(++made).padStart(10, '0')}`, links };
    if (kind === 'customer_bank_accounts') {
      const { account_number, branch_code, ...rest } = fields as Record<string, string>;
      if (!store.customers.has(links.customer ?? ''))
        return [422, failure(422, 'validation_failed', 'customer not found')];
      if (!checkBankAccount(account_number ?? '', branch_code ?? '').ok)
        return [422, failure(422, 'validation_failed', 'is invalid', { field: 'account_number' })];
      Object.assign(resource, rest, {
        account_number_ending: account_number!.slice(-2),
        bank_name: bankOf(branch_code!),
      });
    } else if (kind === 'mandates') {
      if (!store.customer_bank_accounts.has(links.customer_bank_account ?? ''))
        return [422, failure(422, 'validation_failed', 'customer_bank_account not found')];
      Object.assign(resource, fields, { status: 'pending_submission' });
    } else if (kind === 'payments') {
      const mandate = store.mandates.get(links.mandate ?? '');
      if (!mandate || !usableMandate.includes(mandate.status!))
        return [
          422,
          failure(422, 'invalid_state', 'Mandate is failed, cancelled or expired', {
            reason: 'mandate_is_inactive',
          }),
        ];
      Object.assign(resource, fields, { status: 'pending_submission' });
    } else Object.assign(resource, fields);
    store[kind].set(resource.id, resource);
    if (key) keys.set(`${kind} ${key}`, resource.id);
    return [201, { [kind]: resource }];
  }

  function cancel(id: string): [number, unknown] {
    const mandate = store.mandates.get(id);
    if (!mandate)
      return [404, failure(404, 'invalid_api_usage', 'Resource not found', { reason: 'resource_not_found' })];
    if (!usableMandate.includes(mandate.status!))
      return [
        422,
        failure(422, 'invalid_state', 'Mandate cannot be cancelled', { reason: 'cancellation_failed' }),
      ];
    mandate.status = 'cancelled';
    // As GoCardless does, the mandate's payments not yet sent to the banks go with it.
    for (const payment of store.payments.values())
      if (payment.links?.mandate === id && payment.status === 'pending_submission')
        payment.status = 'cancelled';
    return [200, { mandates: mandate }];
  }

  function route(
    method: string,
    path: string,
    body: Record<string, unknown>,
    key: string | undefined,
  ): [number, unknown] {
    const [kind = '', id, actions, action] = path.split('/').filter(Boolean);
    if (method === 'POST' && kind === 'bank_details_lookups') {
      const { branch_code = '' } = body.bank_details_lookups as { branch_code?: string };
      const bank = bankOf(branch_code);
      if (!bank) return [422, failure(422, 'validation_failed', 'is invalid', { field: 'branch_code' })];
      return [
        200,
        { bank_details_lookups: { available_debit_schemes: ['bacs'], bank_name: bank, bic: null } },
      ];
    }
    if (!(kind in prefixes))
      return [404, failure(404, 'invalid_api_usage', 'Not found', { reason: 'path_not_found' })];
    if (method === 'POST' && !id) return create(kind as Kind, body[kind] as Record<string, unknown>, key);
    if (method === 'POST' && kind === 'mandates' && actions === 'actions' && action === 'cancel')
      return cancel(id!);
    const found = method === 'GET' && id && store[kind as Kind].get(id);
    if (found) return [200, { [kind]: found }];
    return [404, failure(404, 'invalid_api_usage', 'Resource not found', { reason: 'resource_not_found' })];
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = raw ? JSON.parse(raw) : {};
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const key = req.headers['idempotency-key'] as string | undefined;
    requests.push({ method: req.method ?? '', path, idempotencyKey: key, body });
    const [status, answer] =
      req.headers.authorization !== `Bearer ${accessToken}`
        ? [
            401,
            failure(401, 'invalid_api_usage', 'Access token not found', { reason: 'access_token_not_found' }),
          ]
        : req.headers['gocardless-version'] !== '2015-07-06'
          ? [
              400,
              failure(400, 'invalid_api_usage', 'Version header missing', {
                reason: 'missing_version_header',
              }),
            ]
          : route(req.method ?? '', path, body, key);
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer));
  }

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  let events = 0;

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    count: (kind: Kind) => store[kind].size,

    /** Moves a mandate or payment on as the banks would, giving the event GoCardless would send for it. */
    transition(kind: 'mandates' | 'payments', id: string, status: string, cause = status): FakeEvent {
      const resource = store[kind].get(id);
      if (!resource) throw new Error(`The fake has no ${kind} ${id}`);
      resource.status = status;
      return {
        id: `EV${String(++events).padStart(10, '0')}`,
        created_at: new Date().toISOString(),
        resource_type: kind,
        action: status,
        links: { [kind === 'mandates' ? 'mandate' : 'payment']: id },
        details: { origin: 'bank', cause, description: `The ${kind.slice(0, -1)} is now ${status}.` },
      };
    },

    /** A webhook as GoCardless sends it: the raw body and its Webhook-Signature. */
    webhook(events: unknown[], secret = webhookSecret) {
      const body = JSON.stringify({ events });
      return { body, signature: createHmac('sha256', secret).update(body).digest('hex') };
    },

    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type GoCardlessFake = Awaited<ReturnType<typeof startGoCardlessFake>>;

/** Banks as GoCardless names them; a fake's few. */
function bankOf(sortCode: string): string | null {
  if (sortCode.startsWith('20')) return 'BARCLAYS BANK PLC';
  if (sortCode.startsWith('089')) return 'THE CO-OPERATIVE BANK PLC';
  return null;
}
