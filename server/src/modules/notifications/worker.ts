import { and, eq, inArray, sql } from 'drizzle-orm';
import { REQUEST_EXPIRY_DAYS, type NotificationKind } from '@hackmate/shared/contracts';
import type { Db } from '../../db/client';
import { notifications, type Notification } from '../../db/schema';
import type { Mailer } from '../../plugins/mail';
import type { PushSender } from '../push';
import { describe, findRecipient, type NotificationContent, type Recipient } from './content';
import { renderEmail, type EmailItem } from './email';
import { inQuietHours, nextLocal, startOfLocalDay, toMinutes } from '../../lib/local-time';
import { enqueueSelect, ts } from './outbox';
import { trackedUrl } from './outcomes';
import { getSettings } from './preferences';
import { afterPush, sendPush } from './push-channel';
import { unsubscribeToken, type UnsubscribeKind } from './unsubscribe-token';

export interface WorkerOptions {
  mailer: Mailer;
  /** Web push (null: not configured, push rows are skipped). */
  push: PushSender | null;
  appUrl: string;
  jwtSecret: string;
  /**
   * A message notification waits this long after the message (then goes only if still unread); an
   * e-mail about something already pushed waits this long after the push.
   */
  delayMs: number;
  maxPerDay: number;
  leaseMs: number;
}

export interface RunStats {
  sent: number;
  skipped: number;
  held: number;
  deferred: number;
  failed: number;
}

const BATCH = 20;
const MAX_BATCHES = 50;
/** After this many failed sends (about a day with the backoff below) a notification is given up. */
export const MAX_ATTEMPTS = 100;
const BACKOFF_BASE_MS = 30_000;
const BACKOFF_MAX_MS = 15 * 60_000;
// Any constant shared by the processes: one of them composes digests at a time.
const DIGEST_LOCK_ID = 7_262_541_337;

export const backoffMs = (attempts: number) => Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));

/**
 * Outbox rows for what time alone brings: requests and invites that expire within 24 hours, and
 * proposals that expire within 2 hours. The idempotency key makes each one once, however often
 * and on however many processes this runs.
 */
export async function enqueueReminders(db: Db, now: Date): Promise<void> {
  const soon = new Date(now.getTime() + 24 * 3_600_000);
  const sentBefore = new Date(now.getTime() - (REQUEST_EXPIRY_DAYS - 1) * 86_400_000);
  const expiredBefore = new Date(now.getTime() - REQUEST_EXPIRY_DAYS * 86_400_000);
  await db.execute(
    enqueueSelect(
      'request-expiring',
      sql`select r.receiver_id, r.sender_id, r.id from connection_requests r
        where r.status = 'interested' and r.created_at <= ${ts(sentBefore)} and r.created_at > ${ts(expiredBefore)}`,
    ),
  );
  await db.execute(
    enqueueSelect(
      'team-request-expiring',
      sql`select case when tr.kind = 'invite' then tr.user_id else t.owner_id end, case when tr.kind = 'invite' then t.owner_id else tr.user_id end, tr.id
        from team_requests tr join teams t on t.id = tr.team_id
        where tr.status = 'pending' and tr.expires_at > ${ts(now)} and tr.expires_at <= ${ts(soon)}`,
    ),
  );
  await db.execute(
    enqueueSelect(
      'auto-team-expiring',
      sql`select m.user_id, null::uuid, p.id from auto_team_proposals p join auto_team_members m on m.proposal_id = p.id
        where p.status = 'pending' and m.answer = 'pending' and p.expires_at > ${ts(now)} and p.expires_at <= ${ts(new Date(now.getTime() + 2 * 3_600_000))}`,
    ),
  );
}

/**
 * Gathers each person's held notifications whose digest is due into one digest row (itself a
 * notification, sent like the others), in one statement under a lock so two processes never
 * split one person's digest.
 */
export async function composeDigests(db: Db, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = (await tx.execute(sql`select pg_try_advisory_xact_lock(${DIGEST_LOCK_ID}) as ok`)) as unknown as { rows: { ok: boolean }[] };
    if (!locked.rows[0]?.ok) return;
    await tx.execute(sql`
      with due as (
        select distinct user_id, channel from ${notifications} where status = 'held' and due_at <= ${ts(now)}
      ), digest as (
        insert into ${notifications} (user_id, channel, kind, event, dedupe_key, due_at)
        select user_id, channel, 'digest', 'digest', 'digest:' || user_id || ':' || ${now.toISOString()}, ${ts(now)} from due
        on conflict do nothing
        returning id, user_id, channel
      )
      update ${notifications} n set status = 'digested', digest_id = d.id
      from digest d
      where n.user_id = d.user_id and n.channel = d.channel and n.status = 'held' and n.due_at <= ${ts(now)}`);
  });
}

/**
 * Claims up to BATCH due notifications for this worker: pending ones whose time came, and claims
 * left by a worker that died (lease over). SKIP LOCKED: another process claiming at the same
 * moment takes other rows, so each row has one worker at a time. `attempts` is bumped by the
 * claim and fences it: a worker whose lease ran out can no longer record an outcome.
 */
async function claim(db: Db, now: Date, leaseMs: number): Promise<Notification[]> {
  const due = sql`(select id from ${notifications}
    where (status = 'pending' and due_at <= ${ts(now)}) or (status = 'sending' and lease_until <= ${ts(now)})
    order by due_at limit ${BATCH} for update skip locked)`;
  return db
    .update(notifications)
    .set({ status: 'sending', leaseUntil: new Date(now.getTime() + leaseMs), attempts: sql`${notifications.attempts} + 1` })
    .where(inArray(notifications.id, due))
    .returning();
}

type Outcome =
  | { status: 'sent' | 'skipped' | 'failed'; error?: string }
  | { status: 'pending'; dueAt: Date; error?: string; retry: boolean }
  | { status: 'held'; dueAt: Date };

async function record(db: Db, n: Notification, o: Outcome, now: Date): Promise<void> {
  await db
    .update(notifications)
    .set({
      status: o.status,
      leaseUntil: null,
      ...(o.status === 'sent' ? { sentAt: now, lastError: null } : {}),
      ...('dueAt' in o ? { dueAt: o.dueAt } : {}),
      ...('error' in o && o.error ? { lastError: o.error.slice(0, 500) } : {}),
      // Waiting for quiet hours or the digest is no failed attempt.
      ...(o.status === 'held' || (o.status === 'pending' && !o.retry) ? { attempts: n.attempts - 1 } : {}),
    })
    .where(and(eq(notifications.id, n.id), eq(notifications.status, 'sending'), eq(notifications.attempts, n.attempts)));
}

async function sentToday(db: Db, userId: string, since: Date): Promise<number> {
  const result = (await db.execute(sql`select count(*)::int as n from ${notifications}
    where user_id = ${userId} and channel = 'email' and status = 'sent' and kind <> 'digest' and sent_at >= ${ts(since)}`)) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}

function mailParts(opts: WorkerOptions, n: Notification, kind: UnsubscribeKind) {
  const url = (path: string) => `${opts.appUrl}${path}`;
  const unsubscribeUrl = url(`/api/notifications/unsubscribe?token=${encodeURIComponent(unsubscribeToken(opts.jwtSecret, n.userId, kind))}`);
  return {
    url,
    unsubscribeUrl,
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    // The idempotency key travels with the mail: a resend after a crash carries the same id.
    messageId: `<${n.id}.${n.channel}@${new URL(opts.appUrl).hostname}>`,
  };
}

async function deliver(opts: WorkerOptions, n: Notification, to: Recipient, kind: UnsubscribeKind, subject: string, heading: string, items: NotificationContent[]): Promise<Outcome> {
  const parts = mailParts(opts, n, kind);
  // Each screen's link goes through the click route, which records the click and redirects.
  const emailItems: EmailItem[] = items.map((c) => ({ line: c.line, action: c.action, url: trackedUrl(opts.appUrl, opts.jwtSecret, n.id, c.path) }));
  const { html, text } = await renderEmail({
    recipientName: to.name,
    heading,
    items: emailItems,
    settingsUrl: parts.url('/settings'),
    unsubscribeUrl: parts.unsubscribeUrl,
    unsubscribeWhat: kind === 'digest' ? 'these digests' : 'e-mails like this',
  });
  await opts.mailer.send({ to: to.email, subject, text, html, headers: parts.headers, messageId: parts.messageId });
  return { status: 'sent' };
}

/** Decides and, when it is time, sends one claimed notification. */
async function decide(db: Db, opts: WorkerOptions, n: Notification, now: Date): Promise<Outcome> {
  const to = await findRecipient(db, n.userId);
  if (!to) return { status: 'skipped', error: 'recipient-gone' };
  const settings = await getSettings(db, n.userId);
  const nextDigest = () => nextLocal(now, settings.digestHour * 60, settings.timeZone);

  if (n.kind === 'digest') {
    const items = await db.select().from(notifications).where(eq(notifications.digestId, n.id)).orderBy(notifications.createdAt, notifications.id);
    const contents: NotificationContent[] = [];
    for (const item of items) {
      const c = await describe(db, item, now);
      if (typeof c !== 'string') contents.push(c);
    }
    if (contents.length === 0) return { status: 'skipped', error: 'seen' };
    const subject = `Your Hackmate digest: ${contents.length} update${contents.length === 1 ? '' : 's'}`;
    return deliver(opts, n, to, 'digest', subject, 'While you were away', contents);
  }

  if (n.event === 'message') {
    const due = new Date(n.createdAt.getTime() + opts.delayMs);
    if (due > now) return { status: 'pending', dueAt: due, retry: false };
  }
  const content = await describe(db, n, now);
  if (typeof content === 'string') return { status: 'skipped', error: content };
  const quiet = settings.quietHours;
  // Quiet hours hold a push as they hold an instant e-mail: nobody wants a phone buzzing at 3 am.
  const quietUntil = quiet && inQuietHours(now, toMinutes(quiet.start), toMinutes(quiet.end), settings.timeZone) ? nextLocal(now, toMinutes(quiet.end), settings.timeZone) : null;
  if (n.channel === 'push') {
    if (quietUntil && settings.channels.push[n.kind as NotificationKind] !== 'off') return { status: 'pending', dueAt: quietUntil, retry: false };
    return sendPush(db, opts.push, n, settings, content, opts.jwtSecret);
  }
  const mode = settings.channels.email[n.kind as NotificationKind] ?? 'instant';
  if (mode === 'off') return { status: 'skipped', error: 'off' };
  if (mode === 'digest') return { status: 'held', dueAt: nextDigest() };
  const waitForPush = await afterPush(db, n, now, opts.delayMs);
  if (waitForPush) return waitForPush;
  if (quietUntil) return { status: 'pending', dueAt: quietUntil, retry: false };
  if ((await sentToday(db, n.userId, startOfLocalDay(now, settings.timeZone))) >= opts.maxPerDay) return { status: 'held', dueAt: nextDigest() };
  return deliver(opts, n, to, n.kind as NotificationKind, content.subject, content.subject, [content]);
}

/**
 * One run of the worker at `now` (tests pass the time they need): reminders that came due are
 * written, due digests composed, then every due notification is claimed and decided — sent,
 * skipped (seen, hidden, off), held for the digest (digest mode, daily cap) or put off (quiet
 * hours, a message's delay, a failed send with backoff).
 */
export async function runNotifications(db: Db, opts: WorkerOptions, now: Date = new Date()): Promise<RunStats> {
  const stats: RunStats = { sent: 0, skipped: 0, held: 0, deferred: 0, failed: 0 };
  await enqueueReminders(db, now);
  await composeDigests(db, now);
  for (let i = 0; i < MAX_BATCHES; i++) {
    const claimed = await claim(db, now, opts.leaseMs);
    if (claimed.length === 0) break;
    // Push goes first: an e-mail claimed with its push sibling then sees how the push went.
    claimed.sort((a, b) => (a.channel === b.channel ? 0 : a.channel === 'push' ? -1 : 1));
    for (const n of claimed) {
      let outcome: Outcome;
      try {
        outcome = await decide(db, opts, n, now);
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        outcome = n.attempts >= MAX_ATTEMPTS ? { status: 'failed', error } : { status: 'pending', dueAt: new Date(now.getTime() + backoffMs(n.attempts)), error, retry: true };
      }
      await record(db, n, outcome, now);
      if (outcome.status === 'pending') stats.deferred++;
      else stats[outcome.status]++;
    }
  }
  return stats;
}
