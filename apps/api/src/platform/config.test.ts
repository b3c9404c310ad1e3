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
