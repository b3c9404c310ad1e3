import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const flag = z.enum(['true', 'false', '1', '0', '']).transform((v) => v === 'true' || v === '1');

/** The ranges @fastify/proxy-addr knows by name, besides addresses and CIDR ranges. */
const namedRanges = ['loopback', 'linklocal', 'uniquelocal'];

/** An IP address, a CIDR range (10.0.0.0/8, fd00::/8) or a named range. */
function isProxyAddress(entry: string): boolean {
  if (namedRanges.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * The proxies whose X-Forwarded-For is believed, by address: the client's address is then the nearest one
 * that is not one of them. Unset (or `false`): none, so the address is the socket's peer. Neither `true`
 * nor a hop count is taken: either lets a client that reaches the server directly name its own address,
 * and so slip every per-address limit (Fastify 5 ignores a hop count for that reason).
 */
const trustProxy = z
  .string()
  .transform((v, ctx) => {
    const value = v.trim();
    if (value === '' || value === 'false') return [];
    if (value === 'true' || /^\d+$/.test(value)) {
      ctx.addIssue({
        code: 'custom',
        message: `TRUST_PROXY takes the proxies' addresses (such as 10.0.0.0/8,127.0.0.1), not '${value}': trusting every hop, or a number of hops, lets a client that reaches the server directly choose its own address`,
      });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `TRUST_PROXY must be a comma-separated list of IP addresses, CIDR ranges (10.0.0.0/8) or ${namedRanges.join(', ')}; not ${bad.map((b) => `'${b}'`).join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  })
  .default([]);

const url = (name: string) =>
  z.string().refine((v) => URL.canParse(v), `${name} must be a full URL such as https://example.org`);

/** 32 random bytes in base64, as `openssl rand -base64 32` prints them. */
const dataEncryptionKey = z
  .string()
  .regex(
    /^[A-Za-z0-9+/]{43}=$/,
    'DATA_ENCRYPTION_KEY must be 32 random bytes in base64 (openssl rand -base64 32)',
  )
  .transform((v) => Buffer.from(v, 'base64'));

/** Every setting comes from the environment and is checked once, at start. */
const environment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int('PORT must be a whole number').min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .refine((v) => /^postgres(ql)?:\/\//.test(v), 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  EMBEDDED_DATABASE_OPTIMISED: flag.default(false),
  PUBLIC_URL: url('PUBLIC_URL').optional(),
  COOKIE_DOMAIN: z.string().optional(),
  BOOKINGS_URL: z.string().default('/'),
  ACCOUNT_URL: z.string().default('/account'),
  JOIN_URL: z.string().default('/join'),
  FRAME_ANCESTORS: z.string().default("'self'"),
  MAINTENANCE_MODE: flag.default(false),
  SEED_DEMO: flag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 14),
  SMTP_URL: z
    .string()
    .refine((v) => v === '' || /^smtps?:\/\//.test(v), 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  /** The card gateway: the embedded sandbox, or Stripe once its adapter is written. */
  PAYMENT_GATEWAY: z.enum(['sandbox']).default('sandbox'),
  /** How long an unfinished card payment is left to its customer before the recovery sweep takes it up. */
  PAYMENT_RECOVERY_AFTER_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  /** The sandbox gateway answers this much later, as a real one across the internet does. */
  SANDBOX_GATEWAY_DELAY_MS: z.coerce.number().int().min(0).max(10_000).default(0),
  MAIL_FROM: z.string().min(3).default('Everyday Leisure <no-reply@everyday-leisure.example>'),
  TRUST_PROXY: trustProxy,
  /** The dev mailbox (decision 016): off unless asked for, as `npm start`'s demo does. */
  DEV_MAILBOX: flag.default(false),
  /** Direct debit: the embedded sandbox, or GoCardless (decision 041). */
  DIRECT_DEBIT_PROVIDER: z.enum(['sandbox', 'gocardless']).default('sandbox'),
  GOCARDLESS_ACCESS_TOKEN: z.string().optional(),
  GOCARDLESS_API_URL: url('GOCARDLESS_API_URL').default('https://api-sandbox.gocardless.com'),
  GOCARDLESS_WEBHOOK_SECRET: z.string().optional(),
  DATA_ENCRYPTION_KEY: dataEncryptionKey.optional(),
  /** How long a deleted OpenActive feed item stays in its feed, for consumers polling less often (decision 055). */
  OPEN_DATA_RETENTION_DAYS: z.coerce.number().int().min(1).max(365).default(7),
});

/** Settings that only make sense together, checked once each one is well formed. */
const settings = environment.superRefine((e, ctx) => {
  if (e.DIRECT_DEBIT_PROVIDER !== 'gocardless') return;
  for (const name of ['GOCARDLESS_ACCESS_TOKEN', 'GOCARDLESS_WEBHOOK_SECRET'] as const) {
    if (!e[name])
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: 'is needed when DIRECT_DEBIT_PROVIDER is gocardless',
      });
  }
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** PGlite's WebAssembly tiered up to V8's optimising compiler: faster queries, a slower start. */
  embeddedDatabaseOptimised: boolean;
  publicUrl: string | undefined;
  secureCookies: boolean;
  cookieDomain: string | undefined;
  urls: { bookings: string; account: string; join: string };
  frameAncestors: string[];
  maintenanceMode: boolean;
  seedDemo: boolean;
  logLevel: string;
  webDist: string | undefined;
  sessionTtlMs: number;
  /** Unset: mail stays in the outbox table, readable at the dev mailbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  paymentGateway: 'sandbox';
  paymentRecoveryAfterMs: number;
  sandboxGatewayDelayMs: number;
  /** Addresses and CIDR ranges of the proxies whose X-Forwarded-For is believed; empty: none. */
  trustProxy: string[];
  /** The dev mailbox is served (to loopback and staff only): DEV_MAILBOX on and no SMTP_URL. */
  devMailbox: boolean;
  directDebit:
    | { provider: 'sandbox' }
    | { provider: 'gocardless'; apiUrl: string; accessToken: string; webhookSecret: string };
  /** The key of field encryption (crypto/data-encryption-key.ts says what stands in when unset). */
  dataEncryptionKey: Buffer | undefined;
  /** Days a deleted open-data item stays in its feed before the sweep removes it. */
  openDataRetentionDays: number;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = settings.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    embeddedDatabaseOptimised: e.EMBEDDED_DATABASE_OPTIMISED,
    publicUrl: e.PUBLIC_URL,
    secureCookies: e.PUBLIC_URL?.startsWith('https:') ?? false,
    cookieDomain: e.COOKIE_DOMAIN,
    urls: { bookings: e.BOOKINGS_URL, account: e.ACCOUNT_URL, join: e.JOIN_URL },
    frameAncestors: e.FRAME_ANCESTORS.split(/\s+/).filter(Boolean),
    maintenanceMode: e.MAINTENANCE_MODE,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    sessionTtlMs: e.SESSION_TTL_HOURS * 3_600_000,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    paymentGateway: e.PAYMENT_GATEWAY,
    paymentRecoveryAfterMs: e.PAYMENT_RECOVERY_AFTER_SECONDS * 1000,
    sandboxGatewayDelayMs: e.SANDBOX_GATEWAY_DELAY_MS,
    trustProxy: e.TRUST_PROXY,
    devMailbox: e.DEV_MAILBOX && !e.SMTP_URL,
    directDebit:
      e.DIRECT_DEBIT_PROVIDER === 'gocardless'
        ? {
            provider: 'gocardless',
            apiUrl: e.GOCARDLESS_API_URL,
            accessToken: e.GOCARDLESS_ACCESS_TOKEN!,
            webhookSecret: e.GOCARDLESS_WEBHOOK_SECRET!,
          }
        : { provider: 'sandbox' },
    dataEncryptionKey: e.DATA_ENCRYPTION_KEY,
    openDataRetentionDays: e.OPEN_DATA_RETENTION_DAYS,
  };
}

/**
 * The origin an email's links start with: PUBLIC_URL, or this server on localhost when it is not set
 * (a demo on one machine), so a link in an email is always a link. An absolute page URL stays as it is.
 */
export function emailLink(config: Pick<Config, 'publicUrl' | 'port'>, page: string): string {
  if (/^https?:\/\//.test(page)) return page;
  return `${(config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/$/, '')}${page}`;
}
