import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export type FieldCipher = { encrypt(plain: string): string; decrypt(cipher: string): string };

const ivBytes = 12;
const tagBytes = 16;

/**
 * Encryption of single values kept in the database, such as a direct debit's account number: AES-256-GCM
 * with a random IV for each value, so two encryptions of one value differ and a changed byte is caught.
 * A value reads `<key id>:<base64url of IV, tag and ciphertext>`. The key id, the first 8 hex digits of
 * the key's SHA-256, names the key that wrote it (and is bound in as associated data), so a value written
 * under another key is refused by name, and a rotation can later keep older keys for reading.
 */
export function createFieldCipher(key: Buffer): FieldCipher {
  if (key.length !== 32) throw new Error('A field encryption key is 32 bytes.');
  const keyId = createHash('sha256').update(key).digest('hex').slice(0, 8);
  const associated = Buffer.from(keyId);
  return {
    encrypt(plain) {
      const iv = randomBytes(ivBytes);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: tagBytes });
      cipher.setAAD(associated);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${keyId}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    decrypt(value) {
      const [id, packed = ''] = value.split(':', 2);
      if (id !== keyId)
        throw new Error(`This value was encrypted under key ${id}, not the key in use (${keyId}).`);
      const bytes = Buffer.from(packed, 'base64url');
      if (bytes.length < ivBytes + tagBytes) throw new Error('This value is not one the field cipher wrote.');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, ivBytes), {
        authTagLength: tagBytes,
      });
      decipher.setAAD(associated);
      decipher.setAuthTag(bytes.subarray(ivBytes, ivBytes + tagBytes));
      // final() throws when the tag does not match: the value was changed, or written under another key.
      return Buffer.concat([decipher.update(bytes.subarray(ivBytes + tagBytes)), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
