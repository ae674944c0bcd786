import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema';

/** Activity is stored at most this often per person: the ranking's bands are days wide. */
export const ACTIVITY_WRITE_EVERY_MS = 5 * 60_000;
// Forgotten past this many people (the write guard in SQL keeps it right anyway).
const REMEMBERED = 100_000;

/**
 * What the auth layer calls on every signed-in request: records that the user is active, in this
 * process's ranking at once and in the database at most every few minutes (the WHERE makes the
 * write a no-op when another process wrote it a moment ago). Never delays the request.
 */
export function activityRecorder(app: FastifyInstance): (userId: string) => void {
  const written = new Map<string, number>();
  return (userId) => {
    const now = Date.now();
    if (now - (written.get(userId) ?? 0) < ACTIVITY_WRITE_EVERY_MS) return;
    if (written.size >= REMEMBERED) written.clear();
    written.set(userId, now);
    const index = app.matching.index.find(userId);
    if (index >= 0) app.matching.index.touch(index, now, now);
    const since = new Date(now - ACTIVITY_WRITE_EVERY_MS);
    app.db
      .update(users)
      .set({ lastActiveAt: new Date(now) })
      .where(and(eq(users.id, userId), lt(users.lastActiveAt, since)))
      .catch((err: unknown) => app.log.warn({ err }, 'could not record activity'));
  };
}
