import type { Match } from '@hackmate/shared/contracts';
import type { RequestUpdate } from '@hackmate/shared/types';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema';
import { userRoom } from './rooms';

/** One person told (in all their tabs) that a request or connection with `personId` changed. */
export interface RequestUpdateTo {
  to: string;
  kind: RequestUpdate['kind'];
  personId: string;
}

/**
 * Sends each `requestUpdate`, naming the other side as they are called now (someone deleted
 * meanwhile is left out); `extra` may add what an update carries beyond that (a match). Never
 * delays or fails what caused it: a failure is logged. Shared by the requests and safety modules.
 */
export function announceRequestUpdates(
  app: FastifyInstance,
  updates: readonly RequestUpdateTo[],
  extra: (u: RequestUpdateTo) => Promise<{ match?: Match } | null> = async () => null,
): void {
  if (updates.length === 0) return;
  void (async () => {
    const ids = [...new Set(updates.map((u) => u.personId))];
    const rows = await app.db.select({ id: users.id, fullName: users.fullName }).from(users).where(inArray(users.id, ids));
    const names = new Map(rows.map((r) => [r.id, r.fullName]));
    for (const u of updates) {
      const fullName = names.get(u.personId);
      if (fullName === undefined) continue;
      app.io.to(userRoom(u.to)).emit('requestUpdate', { kind: u.kind, person: { _id: u.personId, fullName }, ...(await extra(u)) });
    }
  })().catch((err: unknown) => app.log.warn({ err }, 'could not announce a request change'));
}
