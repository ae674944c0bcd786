import { createHash, randomBytes } from 'node:crypto';
import { access, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { errorBody } from '@hackmate/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { globalPlugin } from '../lib/plugin';

/** Where UPLOAD_DIR is served; stored URLs start with it. */
export const UPLOADS_PATH = '/api/uploads';

export interface UploadStore {
  /**
   * Stores bytes under the SHA-256 of their content and answers the public URL. Equal content
   * gets the same name, and a name never changes meaning, which is what makes year-long
   * immutable caching safe.
   */
  save(bytes: Buffer, extension: string): Promise<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    uploads: UploadStore;
  }
}

function createUploadStore(dir: string): UploadStore {
  return {
    async save(bytes, extension) {
      const name = `${createHash('sha256').update(bytes).digest('hex')}.${extension}`;
      const target = join(dir, name);
      const exists = await access(target).then(
        () => true,
        () => false,
      );
      if (!exists) {
        // Write then rename: a reader (or a second process) never sees half a file under the final name.
        const temp = join(dir, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
        try {
          await writeFile(temp, bytes);
          await rename(temp, target);
        } finally {
          await rm(temp, { force: true });
        }
      }
      return `${UPLOADS_PATH}/${name}`;
    },
  };
}

/**
 * Serves UPLOAD_DIR. Files are content-addressed, so cache for a year. nosniff stops a browser
 * from running an uploaded file as anything but the image type we stored.
 */
const serveUploads: FastifyPluginAsync<{ dir: string }> = async (app, { dir }) => {
  // Avatars are shown by remotes that may live on another origin (a CDN in production).
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cross-origin-resource-policy', 'cross-origin');
  });
  app.addHook('onRoute', (route) => {
    route.schema = {
      ...route.schema,
      tags: ['pictures'],
      summary: 'An uploaded profile picture (content-addressed WebP, cached for a year)',
      params: z.object({ '*': z.string().meta({ description: '<sha256>.webp' }) }),
      // 400: a path that is not valid percent-encoding; 403: a hidden file or a path out of the folder.
      response: { ...(route.schema?.response as object), 200: z.string().meta({ contentMediaType: 'image/webp' }), 400: errorBody, 403: errorBody, 404: errorBody },
    };
  });
  await app.register(fastifyStatic, {
    root: dir,
    prefix: '/',
    decorateReply: false,
    index: false,
    list: false,
    // Also hides the temporary `.…tmp` files of writes in progress.
    dotfiles: 'deny',
    schemaHide: false,
    immutable: true,
    maxAge: '365d',
    setHeaders: (reply) => {
      reply.header('x-content-type-options', 'nosniff');
    },
  });
};

/** `app.uploads` for routes that store files, and UPLOAD_DIR served under /api/uploads. */
export const uploadsPlugin = globalPlugin<{ dir: string }>('hackmate-uploads', async (app, { dir }) => {
  app.decorate('uploads', createUploadStore(dir));
  await app.register(serveUploads, { prefix: UPLOADS_PATH, dir });
});
