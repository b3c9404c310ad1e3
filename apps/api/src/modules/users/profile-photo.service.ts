import { createHash, randomBytes } from 'node:crypto';
import type { ProfilePhoto } from '@leisure/contracts/user';
import type { FileStorage } from '../../platform/file-storage';
import { forbidden, notFound, unauthenticated, unprocessable } from '../../platform/http/errors';
import type { SessionContext } from '../../platform/http/session';
import type { ProfilePhotoRepository } from './profile-photo.repository';
import { NotAnImageError, TooManyPixelsError, toProfilePhotoJpeg } from './profile-photo-image';
import type { UserRow, UsersRepository } from './users.repository';

export const notAnImageMessage = 'The photo must be a JPEG or PNG image.';
export const photoTooLargeMessage = 'The photo may not be larger than 10 MB.';
export const photoRequiredMessage = 'The photo field is required.';
export const onePhotoMessage = 'Send one photo at a time.';
export const tooManyPixelsMessage =
  'The photo may not be larger than 50 megapixels (8000 × 6250 pixels, say).';

const folder = 'profile-photos';
const keyOf = (file: string) => `${folder}/${file}`;

type Deps = {
  users: UsersRepository;
  photos: ProfilePhotoRepository;
  storage: FileStorage;
  now?: () => Date;
};

/** The photo's address changes with the file, so a browser never shows a replaced photo from its cache. */
export function profilePhotoUrl(userId: number, file: string): string {
  const version = createHash('sha256').update(file).digest('hex').slice(0, 8);
  return `/api/my-account/user/profile-photo/${userId}?v=${version}`;
}

export function describeProfilePhoto(row: UserRow): ProfilePhoto {
  return {
    authorisation: { allowed: row.photoEditingAllowed },
    url: row.photoFile ? profilePhotoUrl(row.id, row.photoFile) : null,
    isSet: row.photoFile !== null,
    reminder: { dismissed: row.photoReminderDismissedAt !== null },
  };
}

export function createProfilePhotoService({ users, photos, storage, now = () => new Date() }: Deps) {
  async function signedInUser(session: SessionContext): Promise<UserRow> {
    const row = await users.findById(session.clientId, session.userId);
    if (!row) throw unauthenticated();
    return row;
  }

  async function current(session: SessionContext): Promise<ProfilePhoto> {
    return describeProfilePhoto(await signedInUser(session));
  }

  return {
    /** Staff lock a photo once it is checked at the front desk; then the customer may not change it. */
    async assertEditable(session: SessionContext): Promise<void> {
      if (!(await signedInUser(session)).photoEditingAllowed) throw forbidden();
    },

    /** The new file is stored before the row points at it, and the old one goes only after. */
    async save(session: SessionContext, upload: Buffer): Promise<ProfilePhoto> {
      let jpeg: Buffer;
      try {
        jpeg = await toProfilePhotoJpeg(upload);
      } catch (error) {
        if (error instanceof NotAnImageError) throw unprocessable({ photo: [notAnImageMessage] });
        if (error instanceof TooManyPixelsError) throw unprocessable({ photo: [tooManyPixelsMessage] });
        throw error;
      }
      const file = `${session.userId}-${randomBytes(12).toString('hex')}.jpg`;
      await storage.put(keyOf(file), jpeg);
      let replaced: string | null;
      try {
        replaced = await photos.swapPhotoFile(session.clientId, session.userId, file);
      } catch (error) {
        await storage.delete(keyOf(file));
        throw error;
      }
      if (replaced) await storage.delete(keyOf(replaced));
      return current(session);
    },

    async remove(session: SessionContext): Promise<ProfilePhoto> {
      const replaced = await photos.swapPhotoFile(session.clientId, session.userId, null);
      if (replaced) await storage.delete(keyOf(replaced));
      return current(session);
    },

    async dismissReminder(session: SessionContext): Promise<ProfilePhoto> {
      await photos.dismissReminder(session.clientId, session.userId, now());
      return current(session);
    },

    /**
     * A photo is a customer's likeness: only they and the account holder of a linked family member see it
     * here (a staff session is nobody on a customer's call, decision 052). Anyone else hears 403 whether or
     * not the customer exists.
     */
    async read(session: SessionContext, userId: number): Promise<Buffer> {
      const viewer = await signedInUser(session);
      const owner = userId === viewer.id ? viewer : await users.findById(session.clientId, userId);
      if (!owner || (owner.id !== viewer.id && owner.parentUserId !== viewer.id)) throw forbidden();
      if (!owner.photoFile) throw notFound();
      const bytes = await storage.get(keyOf(owner.photoFile));
      if (!bytes) throw notFound();
      return bytes;
    },

    /**
     * A customer's photo to the operator's staff, past the staff guard (the route's): any venue's desk, as
     * a customer is the operator's and may come to any centre, and the desk finds them all.
     */
    async readForStaff(clientId: number, userId: number): Promise<Buffer> {
      const owner = await users.findById(clientId, userId);
      if (!owner?.photoFile) throw notFound();
      const bytes = await storage.get(keyOf(owner.photoFile));
      if (!bytes) throw notFound();
      return bytes;
    },
  };
}
export type ProfilePhotoService = ReturnType<typeof createProfilePhotoService>;
