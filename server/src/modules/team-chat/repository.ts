import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { events, teamMembers, teamMessages, teams, users } from '../../db/schema';

/** The SQL of team chats: messages, who may read which, and each member's read position. */

/** Raw rows (`db.execute`) of both drivers. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A stored message with its sender's name as it is now. */
export interface TeamMessageRow {
  id: string;
  team_id: string;
  sender_id: string;
  text: string;
  client_id: string;
  created_at: Date | string;
  sender_name: string;
}

/** A message just stored (or found again), with what its delivery needs. */
export interface StoredTeamMessage extends TeamMessageRow {
  team_name: string;
  /** Everyone in the team when it was stored: whose sockets hear of it. */
  member_ids: string[];
}

/** SQL: `userId` is in the team `teamId` now. */
const isMember = (teamId: string, userId: string) =>
  sql`exists (select 1 from ${teamMembers} where ${teamMembers.teamId} = ${teamId} and ${teamMembers.userId} = ${userId})`;

/** The team's name and its members' ids, for a message `m` (a row of team_messages). */
const deliveryColumns = (m: SQL) => sql`
  (select t.name from ${teams} t where t.id = ${m}.team_id) as team_name,
  (select coalesce(json_agg(tm.user_id), '[]'::json) from ${teamMembers} tm where tm.team_id = ${m}.team_id) as member_ids`;

/**
 * Stores a team message in ONE statement (one implicit transaction, one round trip): the sender's
 * membership is checked, the message inserted, the sender's read position moved to it (whoever
 * writes has read the chat), and the sender's name, the team's name and its members read for the
 * delivery. Returns undefined, changing nothing, when the sender is not a member or already
 * stored this clientId (the caller tells which).
 */
export async function insertTeamMessage(db: Queryable, m: { teamId: string; senderId: string; text: string; clientId: string }): Promise<StoredTeamMessage | undefined> {
  const result = await db.execute(sql`
    with stored as (
      insert into ${teamMessages} (team_id, sender_id, text, client_id)
      select ${m.teamId}, ${m.senderId}, ${m.text}, ${m.clientId} where ${isMember(m.teamId, m.senderId)}
      on conflict (sender_id, client_id) do nothing
      returning id, team_id, sender_id, text, client_id, created_at
    ), moved as (
      update ${teamMembers} set last_read_at = greatest(last_read_at, (select created_at from stored))
      where team_id = ${m.teamId} and user_id = ${m.senderId} and exists (select 1 from stored)
    )
    select s.*, (select full_name from ${users} where id = s.sender_id) as sender_name, ${deliveryColumns(sql`s`)}
    from stored s`);
  return rowsOf<StoredTeamMessage>(result)[0];
}

/** The message `senderId` stored with `clientId`, in whichever team, with what its delivery needs. */
export async function findTeamMessageByClientId(db: Queryable, senderId: string, clientId: string): Promise<StoredTeamMessage | undefined> {
  const result = await db.execute(sql`
    select m.id, m.team_id, m.sender_id, m.text, m.client_id, m.created_at, u.full_name as sender_name, ${deliveryColumns(sql`m`)}
    from ${teamMessages} m join ${users} u on u.id = m.sender_id
    where m.sender_id = ${senderId} and m.client_id = ${clientId}`);
  return rowsOf<StoredTeamMessage>(result)[0];
}

export function isTeamMember(db: Queryable, teamId: string, userId: string): Promise<boolean> {
  return db.execute(sql`select ${isMember(teamId, userId)} as member`).then((r) => rowsOf<{ member: boolean }>(r)[0]?.member === true);
}

export type TeamCursor = { before: string } | { afterId: string } | { afterTime: string } | null;

/**
 * SQL: the messages of `teamId` that `me` may read: from when they joined, never from a
 * suspended sender (hidden from everyone). Meaningless for someone who is not a member (no row
 * matches: the subquery is null).
 */
const readableBy = (teamId: string, me: string) => sql`m.team_id = ${teamId}
  and m.created_at >= (select joined_at from ${teamMembers} where team_id = ${teamId} and user_id = ${me})
  and u.suspended_at is null`;

/** Whether `id` is a message of the team that `me` may read (a valid cursor). */
export async function isReadableMessage(db: Queryable, teamId: string, me: string, id: string): Promise<boolean> {
  const result = await db.execute(sql`
    select 1 from ${teamMessages} m join ${users} u on u.id = m.sender_id
    where m.id = ${id} and ${readableBy(teamId, me)}`);
  return rowsOf(result).length > 0;
}

/**
 * A page of the team's chat as `me` may read it. Rows compare on (created_at, id), cursor rows
 * are looked up in SQL (microseconds), newest first for `before` and no cursor, oldest first for
 * `after`, `limit + 1` rows to know whether more exist: as the 1:1 history.
 */
export async function pageTeamMessages(db: Queryable, teamId: string, me: string, cursor: TeamCursor, limit: number): Promise<TeamMessageRow[]> {
  const key = sql`(m.created_at, m.id)`;
  const cursorRow = (id: string) => sql`(select c.created_at, c.id from ${teamMessages} c where c.id = ${id} and c.team_id = ${teamId})`;
  let where: SQL = sql``;
  let order = sql`order by m.created_at desc, m.id desc`;
  if (cursor && 'afterId' in cursor) {
    where = sql`and ${key} > ${cursorRow(cursor.afterId)}`;
    order = sql`order by m.created_at asc, m.id asc`;
  } else if (cursor && 'afterTime' in cursor) {
    // Clients see millisecond timestamps while the column keeps microseconds (see the 1:1 history).
    where = sql`and m.created_at >= ${cursor.afterTime}::timestamptz + interval '1 millisecond'`;
    order = sql`order by m.created_at asc, m.id asc`;
  } else if (cursor) {
    where = sql`and ${key} < ${cursorRow(cursor.before)}`;
  }
  const result = await db.execute(sql`
    select m.id, m.team_id, m.sender_id, m.text, m.client_id, m.created_at, u.full_name as sender_name
    from ${teamMessages} m join ${users} u on u.id = m.sender_id
    where ${readableBy(teamId, me)} ${where}
    ${order}
    limit ${limit + 1}`);
  return rowsOf<TeamMessageRow>(result);
}

/**
 * Moves `me`'s read position in the team chat to its newest message (never back; no write when
 * nothing is new). False when `me` is not a member.
 */
export async function readTeamChat(db: Queryable, teamId: string, me: string): Promise<boolean> {
  const result = await db.execute(sql`
    with newest as (select max(created_at) as at from ${teamMessages} where team_id = ${teamId}),
    moved as (
      update ${teamMembers} set last_read_at = (select at from newest)
      where team_id = ${teamId} and user_id = ${me} and (select at from newest) is not null
        and (last_read_at is null or last_read_at < (select at from newest))
    )
    select ${isMember(teamId, me)} as member`);
  return rowsOf<{ member: boolean }>(result)[0]?.member === true;
}

/**
 * The user's teams with messages from others after their read position (and from when they
 * joined), with how many; suspended senders' messages do not count. Each membership reads its
 * team's messages through team_messages_team_created_idx.
 */
export async function unreadTeams(db: Queryable, me: string): Promise<Record<string, number>> {
  const result = await db.execute(sql`
    select tm.team_id, count(*)::int as unread
    from ${teamMembers} tm
    join ${teamMessages} m on m.team_id = tm.team_id
      and m.created_at >= tm.joined_at
      and m.created_at > coalesce(tm.last_read_at, '-infinity')
      and m.sender_id <> tm.user_id
    join ${users} u on u.id = m.sender_id and u.suspended_at is null
    where tm.user_id = ${me}
    group by tm.team_id`);
  return Object.fromEntries(rowsOf<{ team_id: string; unread: number }>(result).map((r) => [r.team_id, Number(r.unread)]));
}

export interface TeamChatRow {
  team_id: string;
  team_name: string;
  event_name: string;
  text: string | null;
  sender_name: string | null;
  created_at: Date | string | null;
  joined_at: Date | string;
}

/**
 * The user's teams with the last message each may read (from when they joined, never from a
 * suspended sender), newest activity first: a team without messages counts from when they joined.
 */
export async function teamChatsOf(db: Queryable, me: string): Promise<TeamChatRow[]> {
  const result = await db.execute(sql`
    select t.id as team_id, t.name as team_name, e.name as event_name, tm.joined_at, last.text, last.sender_name, last.created_at
    from ${teamMembers} tm
    join ${teams} t on t.id = tm.team_id
    join ${events} e on e.id = t.event_id
    left join lateral (
      select m.text, m.created_at, u.full_name as sender_name
      from ${teamMessages} m join ${users} u on u.id = m.sender_id and u.suspended_at is null
      where m.team_id = tm.team_id and m.created_at >= tm.joined_at
      order by m.created_at desc, m.id desc limit 1
    ) last on true
    where tm.user_id = ${me}
    order by coalesce(last.created_at, tm.joined_at) desc, t.id`);
  return rowsOf<TeamChatRow>(result);
}
