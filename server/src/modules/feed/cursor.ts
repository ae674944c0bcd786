import { createHash } from 'node:crypto';
import { z } from 'zod';
import { badRequest } from '../../lib/http-errors';

/** Where the next page starts: after the last (score, id) served, for these filters only. */
export interface FeedCursor {
  filters: string;
  score: number;
  id: string;
  /** In an event's deck: whether the last one served was looking for a team (those come first). */
  looking?: boolean;
}

const wire = z.object({ v: z.literal(2), f: z.string().max(32), s: z.number().int().min(-1_000).max(1_000), i: z.uuid(), l: z.boolean().optional() });

export function encodeCursor(c: FeedCursor): string {
  return Buffer.from(JSON.stringify({ v: 2, f: c.filters, s: c.score, i: c.id, l: c.looking })).toString('base64url');
}

const BAD_CURSOR = () => badRequest('The feed cursor is not valid; start again from the first page.', 'BAD_CURSOR');

/** The cursor a client sent back, checked for shape and for the filters it belongs to. */
export function decodeCursor(raw: string, filters: string): FeedCursor {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw BAD_CURSOR();
  }
  const parsed = wire.safeParse(json);
  if (!parsed.success || parsed.data.f !== filters) throw BAD_CURSOR();
  return { filters, score: parsed.data.s, id: parsed.data.i, looking: parsed.data.l };
}

/** A short fingerprint of normalised filters: a cursor only continues the list it came from. */
export function filtersKey(parts: unknown): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 16);
}
