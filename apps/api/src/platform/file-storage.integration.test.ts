import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalFileStorage } from './file-storage';

describe('local file storage', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'file-storage-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const storage = createLocalFileStorage(root);

  it('stores, reads and deletes a file under its key, leaving no partial file behind', async () => {
    await storage.put('profile-photos/12-abc.jpg', Buffer.from('jpeg bytes'));
    expect((await storage.get('profile-photos/12-abc.jpg'))?.toString()).toBe('jpeg bytes');
    expect(readdirSync(path.join(root, 'profile-photos'))).toEqual(['12-abc.jpg']);
    await storage.delete('profile-photos/12-abc.jpg');
    expect(await storage.get('profile-photos/12-abc.jpg')).toBeNull();
    await expect(storage.delete('profile-photos/12-abc.jpg')).resolves.toBeUndefined();
  });

  it('refuses keys that could leave its folder', async () => {
    for (const key of ['../secret', '/etc/passwd', 'a/../../b.jpg', 'photos/.hidden', '']) {
      await expect(storage.get(key)).rejects.toThrow(/Unsafe storage key/);
    }
  });
});
