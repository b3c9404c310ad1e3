import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createFieldCipher } from './field-cipher';

const cipher = createFieldCipher(randomBytes(32));

describe('the field cipher', () => {
  it('reads back what it wrote, as a key id and base64url', () => {
    const written = cipher.encrypt('55779911');
    expect(written).toMatch(/^[0-9a-f]{8}:[A-Za-z0-9_-]+$/);
    expect(written).not.toContain('55779911');
    expect(cipher.decrypt(written)).toBe('55779911');
    expect(cipher.decrypt(cipher.encrypt('Zoë Ångström, 1 Rue de l’Église'))).toBe(
      'Zoë Ångström, 1 Rue de l’Église',
    );
  });

  it('writes one value differently each time', () => {
    expect(cipher.encrypt('55779911')).not.toBe(cipher.encrypt('55779911'));
  });

  it('refuses a value changed by a single bit, or cut short', () => {
    const [id, packed] = cipher.encrypt('55779911').split(':') as [string, string];
    const bytes = Buffer.from(packed, 'base64url');
    for (const at of [0, 12, bytes.length - 1]) {
      const changed = Buffer.from(bytes);
      changed[at]! ^= 1;
      expect(() => cipher.decrypt(`${id}:${changed.toString('base64url')}`)).toThrow();
    }
    expect(() => cipher.decrypt(`${id}:${bytes.subarray(0, 20).toString('base64url')}`)).toThrow(
      'not one the field cipher wrote',
    );
  });

  it('refuses a value written under another key, naming the key', () => {
    const other = createFieldCipher(randomBytes(32)).encrypt('55779911');
    expect(() => cipher.decrypt(other)).toThrow(/encrypted under key [0-9a-f]{8}, not the key in use/);
    // The key id is bound in: a value relabelled with this key's id still fails.
    const relabelled = `${cipher.encrypt('x').split(':')[0]}:${other.split(':')[1]}`;
    expect(() => cipher.decrypt(relabelled)).toThrow();
  });

  it('takes only a 32-byte key', () => {
    expect(() => createFieldCipher(randomBytes(16))).toThrow('32 bytes');
  });
});
