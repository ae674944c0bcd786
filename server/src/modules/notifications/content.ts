import { and, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { users, type Notification } from '../../db/schema';
import { visibleTo } from '../safety';
import { ts, type NotificationEvent } from './outbox';

/** What one notification says: a line, and the exact screen it leads to. */
export interface NotificationContent {
  subject: string;
  line: string;
  action: string;
  /** Path under APP_URL. */
  path: string;
}

/** Why a notification did not go: nothing to say any more, or nobody to say it to. */
export type SkipReason = 'recipient-gone' | 'hidden' | 'seen';

type Row = Record<string, string | null>;

/** A notification's columns as a query names them (a batch's rows, see describeAll). */
interface Ref {
  userId: SQL;
  actorId: SQL;
  subjectId: SQL;
}
const REF: Ref = { userId: sql.raw('hm_n.user_id'), actorId: sql.raw('hm_n.actor_id'), subjectId: sql.raw('hm_n.subject_id') };

const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;
const s = (v: string | null | undefined) => v ?? '';

/**
 * Per event: the query that reads what the mail needs, answering no row when the thing is over or
 * already seen (answered, read, withdrawn, expired) — checked at send time, not when it happened —
 * and the text made of that row.
 */
const EVENTS: Record<NotificationEvent, { read: (n: Ref, now: Date) => SQL; say: (r: Row, n: Notification) => NotificationContent }> = {
  request: {
    read: (n) => sql`select u.full_name as name from connection_requests r join users u on u.id = r.sender_id
      where r.id = ${n.subjectId} and r.receiver_id = ${n.userId} and r.status = 'interested'`,
    say: (r) => ({ subject: `${s(r.name)} wants to team up`, line: `${s(r.name)} is interested in teaming up with you.`, action: 'Review requests', path: '/reqs/review' }),
  },
  match: {
    read: (n) => sql`select u.full_name as name from connection_requests r join users u on u.id = ${n.actorId}
      where r.id = ${n.subjectId} and r.status = 'accepted' and ${n.userId} in (r.sender_id, r.receiver_id)`,
    say: (r, n) => ({ subject: `You matched with ${s(r.name)}`, line: `${s(r.name)} accepted: you are connected now.`, action: 'Say hello', path: `/convos/${n.actorId}` }),
  },
  message: {
    // Seen: the recipient read the conversation past the message (reading it in any tab, or
    // writing in it, moves their read position).
    read: (n) => sql`select u.full_name as name from messages m
      join conversations c on c.id = m.conversation_id
      join users u on u.id = m.sender_id
      where m.id = ${n.subjectId} and m.receiver_id = ${n.userId}
        and coalesce(case when c.user_a = m.receiver_id then c.user_a_read_at else c.user_b_read_at end < m.created_at, true)`,
    say: (r, n) => ({ subject: `New message from ${s(r.name)}`, line: `${s(r.name)} sent you a message you have not read yet.`, action: 'Read it', path: `/convos/${n.actorId}` }),
  },
  'team-invite': {
    read: (n, now) => sql`select u.full_name as name, t.name as team, t.id as team_id from team_requests tr
      join teams t on t.id = tr.team_id join users u on u.id = ${n.actorId}
      where tr.id = ${n.subjectId} and tr.user_id = ${n.userId} and tr.status = 'pending' and tr.expires_at > ${ts(now)}`,
    say: (r) => ({ subject: `${s(r.name)} invited you to ${s(r.team)}`, line: `${s(r.name)} invited you to join the team ${s(r.team)}.`, action: 'See the invite', path: `/teams/${s(r.team_id)}` }),
  },
  'join-request': {
    read: (n, now) => sql`select u.full_name as name, t.name as team, t.id as team_id from team_requests tr
      join teams t on t.id = tr.team_id join users u on u.id = tr.user_id
      where tr.id = ${n.subjectId} and t.owner_id = ${n.userId} and tr.status = 'pending' and tr.expires_at > ${ts(now)}`,
    say: (r) => ({ subject: `${s(r.name)} asked to join ${s(r.team)}`, line: `${s(r.name)} asked to join your team ${s(r.team)}.`, action: 'Answer', path: `/teams/${s(r.team_id)}` }),
  },
  'team-answer': {
    read: (n) => sql`select u.full_name as name, t.name as team, t.id as team_id, tr.kind, tr.status from team_requests tr
      join teams t on t.id = tr.team_id join users u on u.id = ${n.actorId}
      where tr.id = ${n.subjectId} and tr.status in ('accepted', 'declined')`,
    say: (r) => {
      const what = r.kind === 'invite' ? 'your invite to' : 'your request to join';
      const verb = r.status === 'accepted' ? 'accepted' : 'declined';
      return { subject: `${s(r.name)} ${verb} ${what} ${s(r.team)}`, line: `${s(r.name)} ${verb} ${what} ${s(r.team)}.`, action: 'See the team', path: `/teams/${s(r.team_id)}` };
    },
  },
  'auto-team': {
    read: (n, now) => autoTeamRow(n, now),
    say: (r) => ({ subject: `A team is waiting for you at ${s(r.event)}`, line: `"Match me" proposed a team for you at ${s(r.event)}. Confirm within 24 hours.`, action: 'See the proposal', path: `/events/${s(r.event_id)}` }),
  },
  'auto-team-expiring': {
    read: (n, now) => autoTeamRow(n, now),
    say: (r) => ({ subject: `Your proposed team at ${s(r.event)} expires soon`, line: `Your proposed team at ${s(r.event)} expires in less than 2 hours.`, action: 'Confirm or decline', path: `/events/${s(r.event_id)}` }),
  },
  'request-expiring': {
    read: (n) => sql`select u.full_name as name from connection_requests r join users u on u.id = r.sender_id
      where r.id = ${n.subjectId} and r.receiver_id = ${n.userId} and r.status = 'interested'`,
    say: (r) => ({ subject: `${s(r.name)}'s request expires tomorrow`, line: `${s(r.name)}'s request expires within 24 hours unless you answer it.`, action: 'Review requests', path: '/reqs/review' }),
  },
  'team-request-expiring': {
    read: (n, now) => sql`select u.full_name as name, t.name as team, t.id as team_id, tr.kind from team_requests tr
      join teams t on t.id = tr.team_id join users u on u.id = tr.user_id
      where tr.id = ${n.subjectId} and ${n.userId} in (tr.user_id, t.owner_id) and tr.status = 'pending' and tr.expires_at > ${ts(now)}`,
    say: (r) =>
      r.kind === 'invite'
        ? { subject: `Your invite to ${s(r.team)} expires tomorrow`, line: `Your invite to join ${s(r.team)} expires within 24 hours.`, action: 'See the invite', path: `/teams/${s(r.team_id)}` }
        : { subject: `${s(r.name)}'s request to join ${s(r.team)} expires tomorrow`, line: `${s(r.name)}'s request to join ${s(r.team)} expires within 24 hours.`, action: 'Answer', path: `/teams/${s(r.team_id)}` },
  },
  announcement: {
    // Only while the recipient still takes part in the event or runs it.
    read: (n) => sql`select e.name as event, e.id as event_id, a.text from event_announcements a join events e on e.id = a.event_id
      where a.id = ${n.subjectId}
        and (exists (select 1 from event_attendances ea where ea.event_id = e.id and ea.user_id = ${n.userId})
          or exists (select 1 from event_organisers eo where eo.event_id = e.id and eo.user_id = ${n.userId}))`,
    say: (r) => ({ subject: `News from ${s(r.event)}`, line: `The organisers of ${s(r.event)} wrote: ${s(r.text)}`, action: 'See the event', path: `/events/${s(r.event_id)}` }),
  },
};

function autoTeamRow(n: Ref, now: Date): SQL {
  return sql`select e.name as event, e.id as event_id from auto_team_proposals p
    join auto_team_members m on m.proposal_id = p.id and m.user_id = ${n.userId}
    join events e on e.id = p.event_id
    where p.id = ${n.subjectId} and p.status = 'pending' and m.answer = 'pending' and p.expires_at > ${ts(now)}`;
}

export interface Recipient {
  email: string;
  name: string;
}

/** The recipients who may still get mail, by id: neither suspended nor deleted (one query). */
export async function findRecipients(db: Queryable, userIds: string[]): Promise<Map<string, Recipient>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.emailId, name: users.fullName })
    .from(users)
    .where(and(inArray(users.id, userIds), isNull(users.suspendedAt), isNull(users.deletedAt)));
  return new Map(rows.map((r) => [r.id, { email: r.email, name: r.name }]));
}

/**
 * What each notification says now, or why it must not go: the other person is in a block with
 * the recipient, suspended or deleted (`hidden`), or the thing is over or already seen (`seen`).
 * One query per kind of event in the batch, whatever its size: the rows travel as JSON and each
 * event's read runs beside every one of them.
 */
export async function describeAll(db: Queryable, list: Notification[], now: Date): Promise<Map<string, NotificationContent | SkipReason>> {
  const out = new Map<string, NotificationContent | SkipReason>();
  const byEvent = new Map<NotificationEvent, Notification[]>();
  for (const n of list) {
    const event = n.event as NotificationEvent;
    if (!EVENTS[event]) out.set(n.id, 'seen');
    else byEvent.set(event, [...(byEvent.get(event) ?? []), n]);
  }
  for (const [event, group] of byEvent) {
    const spec = EVENTS[event];
    const json = JSON.stringify(group.map((n) => ({ id: n.id, user_id: n.userId, actor_id: n.actorId, subject_id: n.subjectId })));
    const rows = rowsOf(
      await db.execute(sql`select hm_n.id as hm_id, (hm_n.actor_id is null or ${visibleTo(REF.userId, REF.actorId)}) as hm_visible, hm_row.*
        from jsonb_to_recordset(${json}::jsonb) as hm_n(id uuid, user_id uuid, actor_id uuid, subject_id uuid)
        left join lateral (select true as hm_found, x.* from (${spec.read(REF, now)}) x limit 1) hm_row on true`),
    );
    const byId = new Map(group.map((n) => [n.id, n]));
    for (const r of rows) {
      const n = byId.get(s(r.hm_id))!;
      out.set(n.id, (r.hm_visible as unknown) !== true ? 'hidden' : r.hm_found ? spec.say(r, n) : 'seen');
    }
  }
  return out;
}
