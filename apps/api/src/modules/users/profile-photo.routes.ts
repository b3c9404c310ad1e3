import multipart, { type MultipartFile } from '@fastify/multipart';
import { errorEnvelope } from '@leisure/contracts/envelope';
import {
  profilePhotoMaxBytes,
  profilePhotoParams,
  profilePhotoResponse,
} from '@leisure/contracts/profile-photo';
import { recordIdParam } from '@leisure/contracts/record-id';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, unprocessable } from '../../platform/http/errors';
import { requireSession } from '../../platform/http/session';
import type { StaffGuard } from '../staff/staff-guard';
import {
  notAnImageMessage,
  onePhotoMessage,
  type ProfilePhotoService,
  photoRequiredMessage,
  photoTooLargeMessage,
} from './profile-photo.service';

const path = '/api/my-account/user/profile-photo';
const refusals = { 401: errorEnvelope, 403: errorEnvelope, 419: errorEnvelope };

/**
 * Reads the one file part, `photo`, whole; the size limit stops the stream at 10 MB rather than after it.
 * A second file is refused rather than ignored, so that nobody believes both were kept.
 */
async function readPhoto(files: () => AsyncIterableIterator<MultipartFile>): Promise<Buffer> {
  let photo: Buffer | undefined;
  try {
    for await (const part of files()) {
      if (photo !== undefined || part.fieldname !== 'photo') {
        part.file.resume();
        throw unprocessable({ photo: [photo === undefined ? photoRequiredMessage : onePhotoMessage] });
      }
      photo = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw unprocessable({ photo: [photoRequiredMessage] });
    if (code === 'FST_FILES_LIMIT') throw unprocessable({ photo: [onePhotoMessage] });
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, photoTooLargeMessage, { photo: [photoTooLargeMessage] });
    }
    // A body cut short or malformed is the sender's mistake, not ours.
    throw unprocessable({ photo: [notAnImageMessage] });
  }
  if (photo === undefined) throw unprocessable({ photo: [photoRequiredMessage] });
  return photo;
}

// Private: a shared cache must never keep someone's likeness; the address changes with the photo.
const sendPhoto = (reply: FastifyReply, jpeg: Buffer) =>
  reply.type('image/jpeg').header('cache-control', 'private, max-age=86400').send(jpeg);

export const profilePhotoRoutes: FastifyPluginAsyncZod<{
  photos: ProfilePhotoService;
  staffGuard: StaffGuard;
}> = async (app, { photos, staffGuard }) => {
  // Registered here, not app-wide: no other route takes files.
  await app.register(multipart, {
    limits: { fileSize: profilePhotoMaxBytes, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
    throwFileSizeLimit: true,
  });

  app.post(
    path,
    {
      schema: {
        tags: ['my-account'],
        summary: 'Set the profile photo: multipart field `photo`, a JPEG or PNG of at most 10 MB',
        consumes: ['multipart/form-data'],
        response: { 200: profilePhotoResponse, ...refusals, 413: errorEnvelope, 422: errorEnvelope },
      },
    },
    async (request) => {
      const session = requireSession(request);
      // Refused before the upload is read: a locked photo costs no 10 MB transfer.
      await photos.assertEditable(session);
      const upload = await readPhoto(() => request.files());
      return { data: await photos.save(session, upload) };
    },
  );

  app.delete(
    path,
    {
      schema: {
        tags: ['my-account'],
        summary: 'Delete the profile photo',
        response: { 200: profilePhotoResponse, ...refusals },
      },
    },
    async (request) => {
      const session = requireSession(request);
      await photos.assertEditable(session);
      return { data: await photos.remove(session) };
    },
  );

  app.post(
    `${path}/reminder`,
    {
      schema: {
        tags: ['my-account'],
        summary: 'Dismiss the reminder to add a profile photo',
        response: { 200: profilePhotoResponse, 401: errorEnvelope, 419: errorEnvelope },
      },
    },
    async (request) => ({ data: await photos.dismissReminder(requireSession(request)) }),
  );

  app.get(
    `${path}/:userId`,
    {
      schema: {
        tags: ['my-account'],
        summary: 'The photo as a JPEG: to its owner and their account holder',
        params: profilePhotoParams,
        response: {
          200: z.any().describe('image/jpeg'),
          401: errorEnvelope,
          403: errorEnvelope,
          404: errorEnvelope,
          422: errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const jpeg = await photos.read(requireSession(request), request.params.userId);
      return sendPhoto(reply, jpeg);
    },
  );

  // Staff read a customer's photo at the desk through the staff guard (decision 052), not the customer's
  // route: there a staff session is nobody.
  app.get(
    '/api/foh/customers/:id/profile-photo',
    {
      schema: {
        tags: ['front-of-house'],
        summary: 'A customer’s photo as a JPEG, to the operator’s staff past the staff guard',
        // `id`, as the desk's other calls on a customer name it: a level of the route tree has one name.
        params: z.object({ id: recordIdParam }),
        response: {
          200: z.any().describe('image/jpeg'),
          ...refusals,
          404: errorEnvelope,
          422: errorEnvelope,
        },
      },
      preValidation: async (request) => {
        await staffGuard.require(request);
      },
    },
    async (request, reply) => {
      const staff = await staffGuard.require(request);
      return sendPhoto(reply, await photos.readForStaff(staff.clientId, request.params.id));
    },
  );
};
