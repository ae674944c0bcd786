import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A strong validator for a body the server builds itself (the page, the runtime config). */
export function etagOf(...parts: string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return `"${hash.digest('base64url').slice(0, 27)}"`;
}

/** True when the client already holds this version: answer 304 with no body. */
export function isFresh(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/**
 * Sends `body` with its ETag, or a bodiless 304 when the client's copy is current: `no-cache`
 * pages cost a round trip but no bytes when nothing changed.
 */
export function sendRevalidated(request: FastifyRequest, reply: FastifyReply, etag: string, body: string): FastifyReply {
  reply.header('etag', etag);
  if (isFresh(request, etag)) return reply.code(304).send();
  return reply.send(body);
}
