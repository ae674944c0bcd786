import type { FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-errors';
import { parseJsonBody } from '../lib/json-body';
import { globalPlugin } from '../lib/plugin';

/** Longest URL (path and query string) the API reads; no route needs a tenth of it. */
export const MAX_URL_LENGTH = 4_096;

/**
 * The limits every request meets before a route sees it (request size and time are Fastify
 * options, see app.ts): a bounded URL, and JSON bodies of bounded depth and breadth (lib/json-body.ts).
 */
export const limitsPlugin = globalPlugin('hackmate-limits', async (app) => {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (request.url.length > MAX_URL_LENGTH) {
      throw new HttpError(414, 'URI_TOO_LONG', `The address is too long (at most ${MAX_URL_LENGTH} characters).`);
    }
  });

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      if ((body as string).trim() === '') throw new HttpError(400, 'BAD_REQUEST', 'The request body is empty.');
      done(null, parseJsonBody(body as string));
    } catch (err) {
      done(err as Error, undefined);
    }
  });
});
