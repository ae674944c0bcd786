import { NOTIFICATION_CHANNELS, type NotificationKind } from '@hackmate/shared/contracts';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { notifications, pushSubscriptions } from '../../db/schema';

/**
 * Writing to the outbox. Callers do it in the transaction (or the one statement) that makes the
 * thing happen, so a notification exists exactly when its cause was committed; the worker
 * (worker.ts) decides later, at send time, whether it still goes out.
 */

/** What happened, finer than the kind a person chooses about. */
export const NOTIFICATION_EVENTS = {
  request: 'request',
  match: 'match',
  message: 'message',
  'team-invite': 'team',
  'join-request': 'team',
  'team-answer': 'team',
  'auto-team': 'auto-team',
  'auto-team-expiring': 'auto-team',
  'request-expiring': 'reminder',
  'team-request-expiring': 'reminder',
  announcement: 'announcement',
} as const satisfies Record<string, NotificationKind>;
export type NotificationEvent = keyof typeof NOTIFICATION_EVENTS;

export interface NewNotification {
  userId: string;
  event: NotificationEvent;
  actorId?: string | null;
  subjectId?: string | null;
  /** Same key, same notification: a second write of one cause is dropped. Defaults to `event:subject:user`. */
  dedupeKey?: string;
}

const keyOf = (n: NewNotification) => n.dedupeKey ?? `${n.event}:${n.subjectId ?? ''}:${n.userId}`;

/**
 * Stores the notifications, one row per channel — a push row only for people with a browser
 * subscribed, so the outbox does not fill with rows nobody can receive; one already stored (same
 * key) is left as it is.
 */
export async function enqueue(tx: Queryable, items: NewNotification[]): Promise<void> {
  if (items.length === 0) return;
  const userIds = [...new Set(items.map((n) => n.userId))];
  const subscribed = new Set(
    (await tx.selectDistinct({ userId: pushSubscriptions.userId }).from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds))).map((r) => r.userId),
  );
  const rows = NOTIFICATION_CHANNELS.flatMap((channel) =>
    items.filter((n) => channel !== 'push' || subscribed.has(n.userId)).map((n) => ({
      userId: n.userId,
      channel,
      kind: NOTIFICATION_EVENTS[n.event],
      event: n.event,
      actorId: n.actorId ?? null,
      subjectId: n.subjectId ?? null,
      dedupeKey: keyOf(n),
    })),
  );
  await tx.insert(notifications).values(rows).onConflictDoNothing();
}

const channelValues = () => sql.raw(NOTIFICATION_CHANNELS.map((c) => `('${c}')`).join(', '));

/**
 * SQL: `insert … select` one notification per channel for every row of `rows`, a query answering
 * (user_id, actor_id, subject_id) — push only to people with a browser subscribed. Rows already
 * stored (same key) are left as they are.
 */
export function enqueueSelect(event: NotificationEvent, rows: SQL): SQL {
  return sql`insert into ${notifications} (user_id, channel, kind, event, actor_id, subject_id, dedupe_key)
    select x.user_id, ch.channel, ${NOTIFICATION_EVENTS[event]}, ${event}, x.actor_id, x.subject_id, ${event} || ':' || x.subject_id || ':' || x.user_id
    from (${rows}) as x(user_id, actor_id, subject_id) cross join (values ${channelValues()}) as ch(channel)
    where ch.channel <> 'push' or exists (select 1 from ${pushSubscriptions} ps where ps.user_id = x.user_id)
    on conflict do nothing`;
}

/**
 * SQL for a data-modifying CTE, for hot paths that write their cause in a single statement (a
 * swipe, a message): a notification for every row of `source` (a CTE name). `recipient`, `actor`
 * and `subject` are column names of `source`; `where` filters it.
 */
export function enqueueFrom(source: string, event: NotificationEvent, cols: { recipient: string; actor: string; subject: string }, where: SQL = sql`true`): SQL {
  const col = (c: string) => sql.raw(`${source}.${c}`);
  return enqueueSelect(event, sql`select ${col(cols.recipient)}, ${col(cols.actor)}, ${col(cols.subject)} from ${sql.raw(source)} where ${where}`);
}

/** A point in time as an SQL value (drivers differ in how they send a JavaScript Date). */
export const ts = (d: Date): SQL => sql`${d.toISOString()}::timestamptz`;
