import multipart from '@fastify/multipart';
import { errorBody, UPLOAD_FIELD, uploadAnswer, uploadForm } from '@hackmate/shared/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { users } from '../../../db/schema';
import { badRequest, HttpError } from '../../../lib/http-errors';
import { rateLimit } from '../../../plugins/rate-limit';
import { MAX_UPLOAD_BYTES, TOO_LARGE_FILE, toProfilePicture, tooLarge } from './image';

export const FIELD = UPLOAD_FIELD;
const NO_IMAGE = 'Please select an image';
const BROKEN_UPLOAD = 'The upload could not be read. Please choose the picture again.';
const ONE_FILE = 'Please send one picture at a time';

/**
 * The bytes of the one file in the multipart body. A body the parser cannot read (no boundary,
 * cut short, broken part headers) is the client's mistake: 400, like any other malformed body.
 * The parser's own limits keep their status (413).
 */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(NO_IMAGE, 'NO_FILE');
  let picture: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== FIELD) {
        part.file.resume();
        continue;
      }
      // A second picture is refused, not silently dropped: the person would not know which one won.
      if (picture) {
        part.file.resume();
        throw badRequest(ONE_FILE, 'ONE_FILE');
      }
      picture = await part.toBuffer();
    }
  } catch (err) {
    const { code, statusCode } = err as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(TOO_LARGE_FILE);
    if (code === 'FST_FILES_LIMIT') throw badRequest(ONE_FILE, 'ONE_FILE');
    if (err instanceof HttpError || (statusCode !== undefined && statusCode < 500)) throw err;
    throw badRequest(BROKEN_UPLOAD, 'BAD_UPLOAD');
  }
  if (!picture) throw badRequest(NO_IMAGE, 'NO_FILE');
  return picture;
}

/** PATCH /profile/upload (DESIGN.md "Uploads"): multipart field profilePic, at most 5 MB. */
export const uploadRoutes: FastifyPluginAsync = async (app) => {
  // Registered here, not app-wide: no other route accepts multipart bodies.
  await app.register(multipart, {
    // Two files allowed through the parser so that a second one is refused by name (ONE_FILE).
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 4, parts: 5, fieldSize: 1024, headerPairs: 100 },
  });

  const schema = {
    tags: ['profile'],
    summary: 'Upload a new profile picture',
    description: `multipart/form-data with one file in the field \`${FIELD}\` (an image of at most 5 MB). It is re-encoded to a 512×512 WebP without metadata.`,
    consumes: ['multipart/form-data'],
    body: uploadForm,
    response: { 200: uploadAnswer, 400: errorBody, 413: errorBody, 415: errorBody },
  };

  app.patch('/profile/upload', { config: rateLimit(20), schema }, async (request) => {
    const picture = await toProfilePicture(await readUpload(request));
    const profileUrl = await app.uploads.save(picture, 'webp');
    await app.db.update(users).set({ profileUrl }).where(eq(users.id, request.user.id));
    // A picture completes a profile (the ranking reads completeness).
    app.bus.publish('user-changed', { userId: request.user.id });
    return { message: 'Profile picture updated successfully', profileUrl };
  });
};
