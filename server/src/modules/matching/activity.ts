import { and, inArray, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema';
import { recordReturn } from '../notifications';

/** Activity is stored at most this often per person: the ranking's bands are days wide. */
export const ACTIVITY_WRITE_EVERY_MS = 5 * 60_000;
/** How often the people seen since the last write are written, together. */
export const ACTIVITY_FLUSH_MS = 2_000;
// Forgotten past this many people (the write guard in SQL keeps it right anyway).
const REMEMBERED = 100_000;
// People per statement, well under the protocol's limit on parameters.
const PER_WRITE = 1_000;

/**
 * What the auth layer calls on every signed-in request: records that the user is active, in this
 * process's ranking at once and in the database at most every few minutes (the WHERE makes the
 * write a no-op when another process wrote it a moment ago). Never delays the request.
 * Writes are gathered and sent as one statement every ACTIVITY_FLUSH_MS: people who arrived
 * together come due together, and one UPDATE each took every pooled connection at once (a
 * thousand people browsing had pages refused after 5 s waiting for the pool, at the 5-minute mark).
 */
export function activityRecorder(app: FastifyInstance) {
  const written = new Map<string, number>();
  let due = new Set<string>();
  let writing: Promise<void> = Promise.resolve();

  const write = async (ids: string[]) => {
    const now = Date.now();
    const since = new Date(now - ACTIVITY_WRITE_EVERY_MS);
    for (let at = 0; at < ids.length; at += PER_WRITE) {
      const batch = ids.slice(at, at + PER_WRITE);
      await app.db
        .update(users)
        .set({ lastActiveAt: new Date(now) })
        .where(and(inArray(users.id, batch), lt(users.lastActiveAt, since)));
      // Their first return after a notification, for the matching report; off the request path.
      await recordReturn(app.db, batch, new Date(now));
    }
  };

  /** Writes everyone due, one flush at a time; a failed write is logged and not retried (the next request records them again). */
  const flush = () => {
    writing = writing.then(async () => {
      if (due.size === 0) return;
      const ids = [...due];
      due = new Set();
      await write(ids).catch((err: unknown) => {
        for (const id of ids) written.delete(id);
        app.log.warn({ err, people: ids.length }, 'could not record activity');
      });
    });
    return writing;
  };

  const timer = setInterval(() => void flush(), ACTIVITY_FLUSH_MS).unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await flush();
  });

  const record = (userId: string) => {
    const now = Date.now();
    if (now - (written.get(userId) ?? 0) < ACTIVITY_WRITE_EVERY_MS) return;
    if (written.size >= REMEMBERED) written.clear();
    written.set(userId, now);
    const index = app.matching.index.find(userId);
    if (index >= 0) app.matching.index.touch(index, now, now);
    due.add(userId);
  };
  return { record };
}
