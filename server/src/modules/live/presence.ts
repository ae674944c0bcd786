import type { Presence } from '@hackmate/shared/types';
import { and, eq, inArray, not, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { connectionRequests, users } from '../../db/schema';
import { userRoom } from '../../realtime/rooms';
import { blockedPair, visibleTo } from '../safety';
import { isListedUser } from '../users';

const accepted = (me: string) =>
  and(eq(connectionRequests.status, 'accepted'), or(eq(connectionRequests.senderId, me), eq(connectionRequests.receiverId, me)));

const otherSide = (me: string) => sql<string>`case when ${connectionRequests.senderId} = ${me} then ${connectionRequests.receiverId} else ${connectionRequests.senderId} end`;

/**
 * Who may see `me`'s presence: their connections who may see them (no block, listed), and
 * nobody while they hide it or are hidden themselves (suspended, deleted).
 */
async function audienceOf(app: FastifyInstance, me: string): Promise<string[]> {
  const rows = await app.db
    .select({ id: otherSide(me) })
    .from(connectionRequests)
    .where(
      and(
        accepted(me),
        visibleTo(me, otherSide(me)),
        sql`exists (select 1 from ${users} where ${users.id} = ${me} and ${users.showPresence} and ${isListedUser})`,
      ),
    );
  return rows.map((r) => r.id);
}

/** Users among `ids` with at least one open socket, on any process (one cluster-wide question). */
async function onlineAmong(app: FastifyInstance, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const sockets = await app.io.in(ids.map(userRoom)).fetchSockets();
  return new Set(sockets.map((s) => s.data.userId));
}

/**
 * Presence of those of `ids` who are `me`'s connections, show it and may be seen (listed, no
 * block either way); the others are left out.
 */
export async function presenceFor(app: FastifyInstance, me: string, ids: readonly string[]): Promise<Presence[]> {
  if (ids.length === 0) return [];
  const rows = await app.db
    .select({ id: users.id, lastActiveAt: users.lastActiveAt })
    .from(users)
    .where(
      and(
        inArray(users.id, [...ids]),
        eq(users.showPresence, true),
        isListedUser,
        not(blockedPair(me, users.id)),
        sql`exists (select 1 from ${connectionRequests} r where r.status = 'accepted'
          and ((r.sender_id = ${me} and r.receiver_id = ${users.id}) or (r.receiver_id = ${me} and r.sender_id = ${users.id})))`,
      ),
    );
  const online = await onlineAmong(app, rows.map((r) => r.id));
  return rows.map((r) => ({ userId: r.id, online: online.has(r.id), lastActiveAt: r.lastActiveAt?.toISOString() ?? null }));
}

/** Tells `me`'s connections that they are online, or (hidden: true) that there is nothing to show. */
export async function announcePresence(app: FastifyInstance, me: string, state: { online: boolean; lastActiveAt: Date | null } | 'hidden'): Promise<void> {
  if (state === 'hidden') {
    const rows = await app.db.select({ id: otherSide(me) }).from(connectionRequests).where(accepted(me));
    if (app.ioClosing()) return;
    if (rows.length > 0) app.io.to(rows.map((r) => userRoom(r.id))).emit('presence', { userId: me, online: false, lastActiveAt: null });
    return;
  }
  const audience = await audienceOf(app, me);
  // The server began to close while the database answered: Redis may be gone already.
  if (audience.length === 0 || app.ioClosing()) return;
  app.io.to(audience.map(userRoom)).emit('presence', { userId: me, online: state.online, lastActiveAt: state.lastActiveAt?.toISOString() ?? null });
}

/**
 * A user's first socket makes them online to their connections (announced at every connect: a
 * repeat changes nothing on screen); when their last socket on any process closes, they are
 * offline, last active now.
 */
export function trackPresence(app: FastifyInstance): void {
  // A server going down closes every socket: that says nothing about anyone's presence (their
  // clients reconnect elsewhere), and the database and Redis are closing too.
  const closing = () => app.ioClosing();
  app.io.on('connection', (socket) => {
    if (closing()) return;
    const me = socket.data.userId;
    const warn = (err: unknown) => app.log.warn({ err, userId: me }, 'could not announce presence');
    announcePresence(app, me, { online: true, lastActiveAt: new Date() }).catch(warn);
    socket.on('disconnect', () => {
      if (closing()) return;
      void (async () => {
        if ((await onlineAmong(app, [me])).size > 0) return;
        const now = new Date();
        await app.db.update(users).set({ lastActiveAt: now }).where(eq(users.id, me));
        await announcePresence(app, me, { online: false, lastActiveAt: now });
      })().catch(warn);
    });
  });
}
