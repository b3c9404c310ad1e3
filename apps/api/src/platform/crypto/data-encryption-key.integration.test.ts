import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import { keyFileOf, openFieldCipher } from './data-encryption-key';
import { createFieldCipher } from './field-cipher';

let dataDir: string;
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));
const settings = (more: Partial<Parameters<typeof openFieldCipher>[0]> = {}) => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'field-cipher-'));
  return {
    env: 'development' as const,
    databaseUrl: undefined,
    dataDir,
    dataEncryptionKey: undefined,
    ...more,
  };
};

describe('the data encryption key', () => {
  it('uses DATA_ENCRYPTION_KEY when it is set, and writes no key of its own', () => {
    const key = Buffer.alloc(32, 9);
    const written = openFieldCipher(settings({ dataEncryptionKey: key })).encrypt('55779911');
    expect(createFieldCipher(key).decrypt(written)).toBe('55779911');
    expect(() => statSync(keyFileOf(dataDir))).toThrow();
  });

  it('otherwise makes one on the first start, readable by this user alone, that a restart reads again', () => {
    const first = settings();
    const written = openFieldCipher(first).encrypt('55779911');
    expect(statSync(keyFileOf(dataDir)).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(keyFileOf(dataDir))).mode & 0o777).toBe(0o700);
    expect(Buffer.from(readFileSync(keyFileOf(dataDir), 'utf8'), 'base64')).toHaveLength(32);
    expect(openFieldCipher(first).decrypt(written)).toBe('55779911');
  });

  it('stops a production start on a PostgreSQL server without a key, and lets an embedded one make its own', () => {
    const server = settings({ env: 'production', databaseUrl: 'postgres://db.internal/leisure' });
    expect(() => openFieldCipher(server)).toThrow(ConfigError);
    expect(() => openFieldCipher(server)).toThrow(
      /DATA_ENCRYPTION_KEY: is needed in production with DATABASE_URL/,
    );
    expect(() => statSync(keyFileOf(dataDir))).toThrow();
    rmSync(dataDir, { recursive: true });
    const embedded = settings({ env: 'production' });
    expect(openFieldCipher(embedded).decrypt(openFieldCipher(embedded).encrypt('55779911'))).toBe('55779911');
  });
});
