import type { FastifyInstance } from 'fastify';
import { announceSessionsRevoked } from '../plugins/auth';

/** Answers which of these session ids are still on (the auth module's business). */
export type ActiveSessions = (sessionIds: string[]) => Promise<Set<string>>;

// One query per this many sockets' sessions: a process with 10,000 sockets asks 10 times.
const BATCH = 1_000;

/**
 * Every `everyMs` (SESSION_CACHE_SECONDS), asks the database whether the sessions of this
 * process's sockets are still on, and drops the sockets of those that are not. A revocation is
 * announced to every process over the cluster bus at once; this is what still ends the session's
 * sockets when that announcement is lost (Redis down between the processes), within the same
 * bound as the HTTP session cache. A database that does not answer drops nobody.
 */
export function recheckSessionsEvery(app: FastifyInstance, everyMs: number, activeSessions: ActiveSessions): void {
  let running = false;
  const sweep = async () => {
    if (running || app.ioClosing()) return;
    running = true;
    try {
      const userOf = new Map<string, string>();
      for (const socket of app.io.of('/').sockets.values()) userOf.set(socket.data.sessionId, socket.data.userId);
      const ids = [...userOf.keys()];
      for (let i = 0; i < ids.length; i += BATCH) {
        const batch = ids.slice(i, i + BATCH);
        const alive = await activeSessions(batch);
        // Announced as a revocation: this process drops the sockets and its cached session check
        // (the cookie then fails here too), and the other processes do the same if they hear it.
        for (const id of batch) if (!alive.has(id)) announceSessionsRevoked(app, { userId: userOf.get(id)!, sessionIds: [id] });
      }
    } catch (err) {
      app.log.warn({ err }, 'could not re-check the sessions of live sockets; trying again at the next interval');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void sweep(), everyMs);
  timer.unref();
  app.addHook('preClose', async () => clearInterval(timer));
}
