import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import { globalPlugin } from '../lib/plugin';

/** Smaller answers cost more in headers and CPU than they save on the wire. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Compresses what the server writes per request: API JSON, the HTML page, and any asset built
 * without a precompressed copy. Built assets carry their own .br/.gz (made at build time at the
 * best settings; see `@hackmate/shared/build/precompress`), which the static plugin sends as they
 * are. Per-request Brotli runs at quality 4: close to gzip's speed with smaller output; 11 is
 * for build time only.
 */
export const compressionPlugin = globalPlugin('compression', async (app) => {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_MIN_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
});
