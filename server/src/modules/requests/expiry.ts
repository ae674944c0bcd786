import { REQUEST_EXPIRY_DAYS } from '@hackmate/shared/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { connectionRequests, events, teamRequests, teams, users } from '../../db/schema';
import { notifyRequestsExpired, notifyTeamRequestsExpired } from './notify';
import { visibleTo } from '../safety';
import { repeatWhileOpen } from '../../lib/repeat';
import type { BackgroundJob } from '../api-module';
import type { ExpiredRequests } from './expired';

/** How often every server process looks for requests that have just expired. */
export const EXPIRY_SWEEP_MS = 60_000;

const DAY_MS = 86_400_000;

export type { ExpiredConnectionRequest, ExpiredRequests, ExpiredTeamRequest } from './expired';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Stores the expiry of every request left unanswered for 7 days at `now`, each in one guarded
 * UPDATE … RETURNING: a connection request still Interested 7 days after it was sent becomes
 * `expired`; a pending invite or join request past its `expires_at` becomes `expired` (or
 * `cancelled` when its event ended first, as it already reads: teams/repository.ts
 * `effectiveStatus`). Safe on several processes at once without other locks: a row updated by
 * one sweep no longer matches `status = 'interested'`/`'pending'` when the other gets its lock,
 * so each request expires once and is returned (and announced) by one sweep only.
 */
export async function expireRequests(db: Db, now: Date): Promise<ExpiredRequests> {
  const cutoff = new Date(now.getTime() - REQUEST_EXPIRY_DAYS * DAY_MS).toISOString();
  const at = now.toISOString();
  // connection_requests_interested_created_idx
  const connections = await db.execute(sql`
    with expired as (
      update ${connectionRequests} set status = 'expired', updated_at = now()
      where status = 'interested' and created_at <= ${cutoff}::timestamptz
      returning id, sender_id, receiver_id
    )
    select x.id, x.sender_id, x.receiver_id, s.full_name as sender_name, r.full_name as receiver_name,
      ${visibleTo(sql`x.sender_id`, sql`x.receiver_id`)} as sender_sees,
      ${visibleTo(sql`x.receiver_id`, sql`x.sender_id`)} as receiver_sees
    from expired x
    join ${users} s on s.id = x.sender_id
    join ${users} r on r.id = x.receiver_id`);
  // team_requests_pending_expiry_idx
  const teamRows = await db.execute(sql`
    with expired as (
      update ${teamRequests} tr
      set status = case when tr.expires_at <= e.ends_at then 'expired' else 'cancelled' end, updated_at = now()
      from ${events} e
      where tr.status = 'pending' and tr.expires_at <= ${at}::timestamptz and e.id = tr.event_id
      returning tr.id, tr.kind, tr.team_id, tr.user_id, tr.status
    )
    select x.id, x.kind, x.team_id, t.name as team_name, x.user_id, p.full_name as user_name, t.owner_id, o.full_name as owner_name,
      ${visibleTo(sql`t.owner_id`, sql`x.user_id`)} as owner_sees,
      ${visibleTo(sql`x.user_id`, sql`t.owner_id`)} as user_sees
    from expired x
    join ${teams} t on t.id = x.team_id
    join ${users} p on p.id = x.user_id
    join ${users} o on o.id = t.owner_id
    where x.status = 'expired'`);
  return {
    connections: rowsOf<{ id: string; sender_id: string; receiver_id: string; sender_name: string; receiver_name: string; sender_sees: boolean; receiver_sees: boolean }>(
      connections,
    ).map((r) => ({
      id: r.id,
      senderId: r.sender_id,
      receiverId: r.receiver_id,
      senderName: r.sender_name,
      receiverName: r.receiver_name,
      senderSees: r.sender_sees,
      receiverSees: r.receiver_sees,
    })),
    teams: rowsOf<{
      id: string;
      kind: 'invite' | 'join';
      team_id: string;
      team_name: string;
      user_id: string;
      user_name: string;
      owner_id: string;
      owner_name: string;
      owner_sees: boolean;
      user_sees: boolean;
    }>(teamRows).map((r) => ({
      id: r.id,
      kind: r.kind,
      teamId: r.team_id,
      teamName: r.team_name,
      userId: r.user_id,
      userName: r.user_name,
      ownerId: r.owner_id,
      ownerName: r.owner_name,
      ownerSees: r.owner_sees,
      userSees: r.user_sees,
    })),
  };
}

/**
 * One sweep: stores what expired and tells both sides of each (through their rooms, so on every
 * process); the two people of an expired connection request stay out of each other's feeds, but
 * the receiver's is no longer led by the sender's Interested.
 */
export async function sweepExpiredRequests(app: FastifyInstance, now = new Date()): Promise<ExpiredRequests> {
  const expired = await expireRequests(app.db, now);
  if (expired.connections.length > 0) {
    app.bus.publish('feed-changed', { userIds: [...new Set(expired.connections.flatMap((r) => [r.senderId, r.receiverId]))] });
    notifyRequestsExpired(app, expired.connections);
  }
  if (expired.teams.length > 0) notifyTeamRequestsExpired(app, expired.teams);
  return expired;
}

/**
 * Runs the sweep every `everyMs` while the app runs (from when it is ready until it closes, which
 * waits for a sweep under way). A failed sweep is tried again next time and said once.
 */
export function scheduleExpirySweep(app: FastifyInstance, everyMs = EXPIRY_SWEEP_MS): void {
  const sweep = async () => {
    const expired = await sweepExpiredRequests(app);
    if (expired.connections.length + expired.teams.length > 0) {
      app.log.debug({ connections: expired.connections.length, teams: expired.teams.length }, 'expired unanswered requests');
    }
  };
  repeatWhileOpen(app, everyMs, sweep, 'could not expire unanswered requests; will retry');
}

/**
 * Every server process sweeps every minute (several at once are safe, see expireRequests). Off
 * under NODE_ENV=test, where tests call `sweepExpiredRequests` with the time they need, or
 * `scheduleExpirySweep` with a short period.
 */
export const requestExpiry: BackgroundJob = async (app, { config }) => {
  if (config.nodeEnv !== 'test') scheduleExpirySweep(app);
};
