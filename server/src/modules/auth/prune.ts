import { lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { passwordResets, sessions } from '../../db/schema';

/** Ended sessions and reset links are kept a day (for support questions), then deleted. */
export const KEEP_ENDED_MS = 24 * 60 * 60 * 1000;

/** Deletes sessions and reset links that ended more than a day ago; returns how many of each. */
export async function pruneEndedAuthRows(db: Db, now = new Date()): Promise<{ sessions: number; resets: number }> {
  const cutoff = new Date(now.getTime() - KEEP_ENDED_MS);
  const endedSessions = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, cutoff), lt(sessions.revokedAt, cutoff)))
    .returning({ id: sessions.id });
  const endedResets = await db
    .delete(passwordResets)
    .where(or(lt(passwordResets.expiresAt, cutoff), lt(passwordResets.usedAt, cutoff)))
    .returning({ id: passwordResets.id });
  return { sessions: endedSessions.length, resets: endedResets.length };
}

const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** Prunes at start and hourly while the app runs; a failed run is logged and tried again later. */
export function schedulePruning(app: FastifyInstance): void {
  const prune = () =>
    pruneEndedAuthRows(app.db).then(
      (removed) => app.log.debug(removed, 'pruned ended sessions and reset links'),
      (err: unknown) => app.log.warn({ err }, 'pruning ended sessions failed; will retry'),
    );
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void prune();
    timer = setInterval(() => void prune(), PRUNE_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
