import { createHash } from 'node:crypto';
import { z } from 'zod';
import { badRequest } from '../../lib/http-errors';

/** A position in the feed's walking order: (profile_gaps, id). */
export type WalkKey = [gaps: number, id: string];

/**
 * Where the next page starts. The feed walks candidates in (profile_gaps, id) order in tiers of a
 * bounded size and ranks each tier for the viewer, so a position is: the tier (start exclusive,
 * end inclusive, whether it is the last) and the last (score, id) served inside it.
 */
export interface FeedCursor {
  /** Filters the cursor was made for; using it with other filters is refused. */
  filters: string;
  start: WalkKey | null;
  /** undefined: the tier after `start` has not been measured yet; null: it runs to the end. */
  end?: WalkKey | null;
  last?: boolean;
  after?: [score: number, id: string];
}

const walkKey = z.tuple([z.number().int().min(0).max(5), z.uuid()]);
const wire = z.object({
  v: z.literal(1),
  f: z.string().max(32),
  s: walkKey.nullable(),
  e: walkKey.nullable().optional(),
  l: z.boolean().optional(),
  a: z.tuple([z.number().int().min(0).max(100_000), z.uuid()]).optional(),
})
  // A position inside a tier only means something once the tier was measured.
  .refine((c) => c.a === undefined || c.e !== undefined);

export function encodeCursor(c: FeedCursor): string {
  const body = { v: 1, f: c.filters, s: c.start, e: c.end, l: c.last, a: c.after };
  return Buffer.from(JSON.stringify(body)).toString('base64url');
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
  const { s, e, l, a } = parsed.data;
  return { filters, start: s, end: e, last: l, after: a };
}

/** A short fingerprint of normalised filters, carried by cursors. */
export function filtersKey(parts: unknown): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 12);
}
