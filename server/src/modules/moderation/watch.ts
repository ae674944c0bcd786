import type { FastifyInstance } from 'fastify';
import { announceSessionsRevoked } from '../../plugins/auth';
import { hideUser } from '../safety';
import { repeatWhileOpen } from '../../lib/repeat';
import type { BackgroundJob } from '../api-module';
import { actionsSince, databaseNow } from './repository';

/** How often every server process looks for new moderation actions. */
export const MODERATION_POLL_MS = 2_000;
// An action's created_at is its transaction's start, so it can appear a little after later ones:
// every poll looks back this far and skips what it already applied.
const LOOK_BACK_MS = 30_000;

type Action = Awaited<ReturnType<typeof actionsSince>>[number];

/** What a running server does about an action taken elsewhere (the CLI is another process). */
function apply(app: FastifyInstance, action: Action): void {
  if (!action.userId) return;
  if (action.action === 'suspend') {
    // Drops the cached session answers and the live sockets of every session they had.
    announceSessionsRevoked(app, { userId: action.userId, sessionIds: 'all' });
    hideUser(app, action.userId);
    app.log.info({ userId: action.userId }, 'moderation: suspended user signed out and hidden');
  } else if (action.action === 'unsuspend') {
    app.bus.publish('user-changed', { userId: action.userId });
    app.log.info({ userId: action.userId }, 'moderation: unsuspended user listed again');
  }
}

/**
 * Applies moderation actions recorded in the database by `pnpm moderation`, which runs in its own
 * process: each server polls `moderation_actions` (one indexed query every 2 s) and, for a
 * suspension, ends the person's cached sessions and sockets and drops them from the feed's index.
 * The database already refuses their sessions; this makes it immediate. Polling works with or
 * without Redis and cannot lose a message; a restarted server reads everything fresh anyway.
 */
export const moderationWatch: BackgroundJob = async (app) => {
  let watermark = new Date(0);
  // Applied action ids → created_at (ms), kept for the look-back window.
  const applied = new Map<string, number>();

  const poll = async () => {
    const rows = await actionsSince(app.db, new Date(watermark.getTime() - LOOK_BACK_MS));
    for (const row of rows) {
      if (applied.has(row.id)) continue;
      applied.set(row.id, row.createdAt.getTime());
      if (row.createdAt > watermark) watermark = row.createdAt;
      apply(app, row);
    }
    for (const [id, at] of applied) if (at < watermark.getTime() - LOOK_BACK_MS) applied.delete(id);
  };

  const start = async () => {
    try {
      watermark = await databaseNow(app.db);
      // What happened before this start is already in what the server loads (sessions, the index).
      for (const row of await actionsSince(app.db, new Date(watermark.getTime() - LOOK_BACK_MS))) applied.set(row.id, row.createdAt.getTime());
    } catch (err) {
      app.log.warn({ err }, 'moderation: could not read the latest actions at start');
      watermark = new Date();
    }
  };
  repeatWhileOpen(app, MODERATION_POLL_MS, poll, 'moderation: could not read new actions', start);
};
