import { z } from 'zod';
import { dataEnvelope } from './envelope';
import { recordIdParam } from './record-id';
import { profilePhoto } from './user';

/** Upload limit for a profile photo, checked while the upload streams. */
export const profilePhotoMaxBytes = 10_000_000;
export const profilePhotoResponse = dataEnvelope(profilePhoto);
export const profilePhotoParams = z.object({ userId: recordIdParam });
