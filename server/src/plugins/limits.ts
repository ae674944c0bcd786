import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../lib/http-errors';
import { parseJsonBody } from '../lib/json-body';
import { globalPlugin } from '../lib/plugin';

/** Longest URL (path and query string) the API reads; no route needs a tenth of it. */
export const MAX_URL_LENGTH = 4_096;

/**
 * The name of the first query parameter whose percent-encoding is not UTF-8 ('' when the name
 * itself is broken), or null. The query parser would quietly turn such bytes into replacement
 * characters, so the text rule (no broken Unicode) could not see them.
 */
function brokenQueryField(url: string): string | null {
  const start = url.indexOf('?');
  if (start < 0) return null;
  for (const pair of url.slice(start + 1).split('&')) {
    const [name = '', value = ''] = pair.split('=', 2);
    const decode = (part: string) => decodeURIComponent(part.replaceAll('+', ' '));
    let key: string;
    try {
      key = decode(name);
    } catch {
      return '';
    }
    try {
      decode(value);
    } catch {
      return key;
    }
  }
  return null;
}

/**
 * The limits every request meets before a route sees it (request size and time are Fastify
 * options, see app.ts): a bounded URL, and JSON bodies of bounded depth and breadth (lib/json-body.ts).
 */
export const limitsPlugin = globalPlugin('hackmate-limits', async (app) => {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (request.url.length > MAX_URL_LENGTH) {
      throw new HttpError(414, 'URI_TOO_LONG', `The address is too long (at most ${MAX_URL_LENGTH} characters).`);
    }
    // Only where a route reads its query (and documents its 400); elsewhere the query is ignored.
    const broken = request.routeOptions.schema?.querystring ? brokenQueryField(request.url) : null;
    if (broken !== null) {
      throw badRequest(`${broken || 'The address'} holds characters that are not valid text.`, 'VALIDATION', { [broken || 'query']: 'Not valid text' });
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
