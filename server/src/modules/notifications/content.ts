import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { Notification } from '../../db/schema';
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

const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;
const s = (v: string | null | undefined) => v ?? '';

/**
 * Per event: the query that reads what the mail needs, answering no row when the thing is over or
 * already seen (answered, read, withdrawn, expired) — checked at send time, not when it happened —
 * and the text made of that row.
 */
const EVENTS: Record<NotificationEvent, { read: (n: Notification, now: Date) => SQL; say: (r: Row, n: Notification) => NotificationContent }> = {
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

function autoTeamRow(n: Notification, now: Date): SQL {
  return sql`select e.name as event, e.id as event_id from auto_team_proposals p
    join auto_team_members m on m.proposal_id = p.id and m.user_id = ${n.userId}
    join events e on e.id = p.event_id
    where p.id = ${n.subjectId} and p.status = 'pending' and m.answer = 'pending' and p.expires_at > ${ts(now)}`;
}

export interface Recipient {
  email: string;
  name: string;
}

/** The recipient, if they may still get mail: neither suspended nor deleted. */
export async function findRecipient(db: Queryable, userId: string): Promise<Recipient | null> {
  const rows = rowsOf(await db.execute(sql`select email_id, full_name from users where id = ${userId} and suspended_at is null and deleted_at is null`));
  return rows[0] ? { email: s(rows[0].email_id), name: s(rows[0].full_name) } : null;
}

/**
 * What the notification says now, or why it must not go: the other person is in a block with the
 * recipient, suspended or deleted (`hidden`), or the thing is over or already seen (`seen`).
 */
export async function describe(db: Queryable, n: Notification, now: Date): Promise<NotificationContent | SkipReason> {
  const spec = EVENTS[n.event as NotificationEvent];
  if (!spec) return 'seen';
  if (n.actorId) {
    const ok = rowsOf(await db.execute(sql`select ${visibleTo(n.userId, n.actorId)} as ok`))[0]?.ok as unknown;
    if (ok !== true) return 'hidden';
  }
  const row = rowsOf(await db.execute(spec.read(n, now)))[0];
  return row ? spec.say(row, n) : 'seen';
}
