import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to PGlite in ./data on port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toMatch(/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.maintenanceMode).toBe(false);
    expect(config.secureCookies).toBe(false);
    expect(config.embeddedDatabaseOptimised).toBe(false);
  });

  it('lets the embedded database trade its fast start for optimised WebAssembly', () => {
    expect(loadConfig({ EMBEDDED_DATABASE_OPTIMISED: 'true' }).embeddedDatabaseOptimised).toBe(true);
    expect(() => loadConfig({ EMBEDDED_DATABASE_OPTIMISED: 'fast' })).toThrow(/EMBEDDED_DATABASE_OPTIMISED/);
  });

  it('reads PORT, DATA_DIR, MAINTENANCE_MODE and an https PUBLIC_URL', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/srv/leisure',
      MAINTENANCE_MODE: 'true',
      PUBLIC_URL: 'https://x.example',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/srv/leisure',
      maintenanceMode: true,
      secureCookies: true,
    });
  });

  it('names every bad value with a clear message', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', MAINTENANCE_MODE: 'maybe' });
      expect.fail('should have thrown');
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const message = (err as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL must start with postgres:// or postgresql://');
      expect(message).toContain('MAINTENANCE_MODE');
    }
  });
});

describe('TRUST_PROXY', () => {
  const problemWith = (value: string) => {
    try {
      loadConfig({ TRUST_PROXY: value });
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      return (err as Error).message;
    }
    return expect.fail(`TRUST_PROXY=${value} should have been refused`);
  };

  it('trusts no proxy by default, or when empty or false', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toEqual([]);
  });

  it('reads a comma-separated list of addresses, CIDR ranges and named ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(loadConfig({ TRUST_PROXY: '::1,fd00::/8,loopback,uniquelocal' }).trustProxy).toEqual([
      '::1',
      'fd00::/8',
      'loopback',
      'uniquelocal',
    ]);
  });

  it('refuses true and hop counts, saying to name the proxies instead', () => {
    for (const value of ['true', '1', '2']) {
      const message = problemWith(value);
      expect(message).toContain('TRUST_PROXY');
      expect(message).toContain("proxies' addresses");
    }
  });

  it('names each entry that is not an address or range', () => {
    const message = problemWith('10.0.0.0/8,proxy.internal,10.0.0.0/33,300.1.1.1,,::1/129');
    expect(message).toContain('TRUST_PROXY must be a comma-separated list');
    for (const bad of ["'proxy.internal'", "'10.0.0.0/33'", "'300.1.1.1'", "''", "'::1/129'"]) {
      expect(message).toContain(bad);
    }
    expect(message).not.toContain("'10.0.0.0/8'");
  });
});

describe('DEV_MAILBOX', () => {
  it('is off by default, on when asked, and off whatever it says once SMTP_URL is set', () => {
    expect(loadConfig({}).devMailbox).toBe(false);
    expect(loadConfig({ DEV_MAILBOX: 'true' }).devMailbox).toBe(true);
    expect(loadConfig({ DEV_MAILBOX: 'true', SMTP_URL: 'smtp://relay.example:587' }).devMailbox).toBe(false);
    expect(() => loadConfig({ DEV_MAILBOX: 'yes please' })).toThrow(/DEV_MAILBOX/);
  });
});

describe('direct debit', () => {
  it('uses the embedded sandbox unless told otherwise', () => {
    expect(loadConfig({}).directDebit).toEqual({ provider: 'sandbox' });
  });

  it('takes GoCardless with its token and webhook secret, on its sandbox API unless another is named', () => {
    const gocardless = {
      DIRECT_DEBIT_PROVIDER: 'gocardless',
      GOCARDLESS_ACCESS_TOKEN: 't',
      GOCARDLESS_WEBHOOK_SECRET: 's',
    };
    expect(loadConfig(gocardless).directDebit).toEqual({
      provider: 'gocardless',
      apiUrl: 'https://api-sandbox.gocardless.com',
      accessToken: 't',
      webhookSecret: 's',
    });
    expect(
      loadConfig({ ...gocardless, GOCARDLESS_API_URL: 'https://api.gocardless.com' }).directDebit,
    ).toMatchObject({
      apiUrl: 'https://api.gocardless.com',
    });
  });

  it('will not start GoCardless without its token and webhook secret, naming both', () => {
    expect(() => loadConfig({ DIRECT_DEBIT_PROVIDER: 'gocardless' })).toThrow(
      /GOCARDLESS_ACCESS_TOKEN: is needed when DIRECT_DEBIT_PROVIDER is gocardless\n.*GOCARDLESS_WEBHOOK_SECRET: is needed/,
    );
    expect(() => loadConfig({ DIRECT_DEBIT_PROVIDER: 'bacs' })).toThrow(/DIRECT_DEBIT_PROVIDER/);
  });
});

describe('DATA_ENCRYPTION_KEY', () => {
  it('is 32 bytes in base64, or unset', () => {
    const key = Buffer.alloc(32, 7);
    expect(loadConfig({ DATA_ENCRYPTION_KEY: key.toString('base64') }).dataEncryptionKey).toEqual(key);
    expect(loadConfig({}).dataEncryptionKey).toBeUndefined();
    expect(() => loadConfig({ DATA_ENCRYPTION_KEY: Buffer.alloc(16).toString('base64') })).toThrow(
      /DATA_ENCRYPTION_KEY must be 32 random bytes in base64/,
    );
  });
});
