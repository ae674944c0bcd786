import multipart from '@fastify/multipart';
import { errorBody, uploadAnswer } from '@hackmate/shared/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { users } from '../../../db/schema';
import { badRequest } from '../../../lib/http-errors';
import { rateLimit } from '../../../plugins/rate-limit';
import { MAX_UPLOAD_BYTES, TOO_LARGE_FILE, toProfilePicture, tooLarge } from './image';

export const FIELD = 'profilePic';
const NO_IMAGE = 'Please select an image';

/** PATCH /profile/upload (DESIGN.md "Uploads"): multipart field profilePic, at most 5 MB. */
export const uploadRoutes: FastifyPluginAsync = async (app) => {
  // Registered here, not app-wide: no other route accepts multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024, headerPairs: 100 },
  });

  const schema = {
    tags: ['profile'],
    summary: 'Upload a new profile picture',
    description: `multipart/form-data with one file in the field \`${FIELD}\` (an image of at most 5 MB). It is re-encoded to a 512×512 WebP without metadata.`,
    consumes: ['multipart/form-data'],
    response: { 200: uploadAnswer, 400: errorBody, 413: errorBody, 415: errorBody },
  };

  app.patch('/profile/upload', { config: rateLimit(20), schema }, async (request) => {
    if (!request.isMultipart()) throw badRequest(NO_IMAGE, 'NO_FILE');
    const file = await request.file();
    if (!file || file.fieldname !== FIELD) {
      file?.file.resume();
      throw badRequest(NO_IMAGE, 'NO_FILE');
    }
    let bytes: Buffer;
    try {
      bytes = await file.toBuffer();
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(TOO_LARGE_FILE);
      throw err;
    }
    const picture = await toProfilePicture(bytes);
    const profileUrl = await app.uploads.save(picture, 'webp');
    await app.db.update(users).set({ profileUrl }).where(eq(users.id, request.user.id));
    return { message: 'Profile picture updated successfully', profileUrl };
  });
};
