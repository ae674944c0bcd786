import type { RequestSummary, RequestUpdate } from '@hackmate/shared/types';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema';
import { userRoom } from '../../realtime/rooms';

interface Update {
  to: string;
  kind: RequestUpdate['kind'];
  personId: string;
}

/**
 * Who hears of a request's new state, and as what. A rejection is told only to the one who
 * rejected (their other tabs): the sender is never told they were turned down.
 */
export function requestUpdatesFor(request: RequestSummary, withdrawn = false): Update[] {
  const { senderId, receiverId } = request;
  if (withdrawn) return [{ to: receiverId, kind: 'withdrawn', personId: senderId }];
  switch (request.status) {
    case 'interested':
      return [{ to: receiverId, kind: 'received', personId: senderId }];
    case 'accepted':
      return [
        { to: senderId, kind: 'accepted', personId: receiverId },
        { to: receiverId, kind: 'answered', personId: senderId },
      ];
    case 'rejected':
      return [{ to: receiverId, kind: 'answered', personId: senderId }];
    default:
      return [];
  }
}

/**
 * Tells every socket of the people concerned (all tabs and devices, on every process through the
 * rooms) that a request changed, naming the other side as they are called now. Never delays or
 * fails the request that caused it.
 */
export function notifyRequestChange(app: FastifyInstance, request: RequestSummary, withdrawn = false): void {
  announce(app, requestUpdatesFor(request, withdrawn));
}

/**
 * What the two shared ended without a request changing state (an unmatch, a block): `to` re-read
 * their requests and connections, so an open chat learns it is no longer a connection's. Sent as
 * `answered`, which shows no notice; only the people in `to` hear of it (a blocked person never).
 */
export function notifyConnectionEnded(app: FastifyInstance, between: [string, string], to: readonly string[]): void {
  const [a, b] = between;
  announce(
    app,
    to.map((id) => ({ to: id, kind: 'answered' as const, personId: id === a ? b : a })),
  );
}

function announce(app: FastifyInstance, updates: Update[]): void {
  if (updates.length === 0) return;
  void (async () => {
    const ids = [...new Set(updates.map((u) => u.personId))];
    const rows = await app.db.select({ id: users.id, fullName: users.fullName }).from(users).where(inArray(users.id, ids));
    const names = new Map(rows.map((r) => [r.id, r.fullName]));
    for (const u of updates) {
      const fullName = names.get(u.personId);
      if (fullName !== undefined) app.io.to(userRoom(u.to)).emit('requestUpdate', { kind: u.kind, person: { _id: u.personId, fullName } });
    }
  })().catch((err: unknown) => app.log.warn({ err }, 'could not announce a request change'));
}
