import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Config, ConfigError } from '../config';
import { createFieldCipher, type FieldCipher } from './field-cipher';

type KeySettings = Pick<Config, 'env' | 'databaseUrl' | 'dataDir' | 'dataEncryptionKey'>;

/** Where a key made for want of DATA_ENCRYPTION_KEY is kept, readable by this user alone. */
export const keyFileOf = (dataDir: string) => path.join(dataDir, 'secrets', 'data-encryption.key');

/**
 * The field cipher under the configured key: DATA_ENCRYPTION_KEY, or else a key made on the first start and
 * kept in DATA_DIR, so a restart still reads what the last run wrote. Not in production on a PostgreSQL
 * server: its instances share the database but not DATA_DIR, so each would make its own key and none could
 * read the others' values. Start-up stops there instead.
 */
export function openFieldCipher(settings: KeySettings): FieldCipher {
  if (settings.dataEncryptionKey) return createFieldCipher(settings.dataEncryptionKey);
  if (settings.env === 'production' && settings.databaseUrl)
    throw new ConfigError([
      'DATA_ENCRYPTION_KEY: is needed in production with DATABASE_URL, the same on every instance (openssl rand -base64 32)',
    ]);
  return createFieldCipher(keptKey(keyFileOf(settings.dataDir)));
}

function keptKey(file: string): Buffer {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  // Written whole beside it, then linked into place: of two processes starting at once, one key wins and
  // neither can read a half-written file.
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, randomBytes(32).toString('base64'), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    rmSync(draft);
  }
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte key in base64.`);
  return key;
}
