import type { NotificationKind, NotificationSettings } from '@hackmate/shared/contracts';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, type Notification } from '../../db/schema';
import { describeAll, findRecipients, type NotificationContent, type Recipient, type SkipReason } from './content';
import { renderEmail, type EmailItem } from './email';
import { inQuietHours, nextLocal, startOfLocalDay, toMinutes } from '../../lib/local-time';
import { trackedUrl } from './outcomes';
import { failure, recorder, type Outcome } from './record';
import { settingsOf } from './preferences';
import { afterPushAll, sendPush } from './push-channel';
import { unsubscribeToken, type UnsubscribeKind } from './unsubscribe-token';
import type { RunStats, WorkerOptions } from './worker-types';

/**
 * Deciding and sending one claimed batch. What every decision reads (recipients, settings, digest
 * items, what each notification says, push siblings, mails sent today) is loaded with a few
 * queries for the whole batch; then the mails go several at once over the pooled transport — one
 * person's mails one after another (the daily cap counts them), different people side by side.
 * Each outcome is recorded as soon as it is known: a crash resends at most the mails in flight.
 */

/** What the batch's decisions read, loaded once for all of it. */
interface Context {
  recipients: Map<string, Recipient>;
  settings: Map<string, NotificationSettings>;
  contents: Map<string, NotificationContent | SkipReason>;
  /** A digest's items, oldest first. */
  items: Map<string, Notification[]>;
}

async function load(db: Db, claimed: Notification[], now: Date): Promise<Context> {
  const recipients = await findRecipients(db, [...new Set(claimed.map((n) => n.userId))]);
  const live = claimed.filter((n) => recipients.has(n.userId));
  const settings = await settingsOf(db, [...new Set(live.map((n) => n.userId))]);
  const digestIds = live.filter((n) => n.kind === 'digest').map((n) => n.id);
  const itemRows = digestIds.length === 0 ? [] : await db.select().from(notifications).where(inArray(notifications.digestId, digestIds)).orderBy(notifications.createdAt, notifications.id);
  const items = new Map<string, Notification[]>();
  for (const item of itemRows) items.set(item.digestId!, [...(items.get(item.digestId!) ?? []), item]);
  const contents = await describeAll(db, [...itemRows, ...live.filter((n) => n.kind !== 'digest')], now);
  return { recipients, settings, contents, items };
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

/** Until when quiet hours hold this person's instant notifications now (null: they do not). */
function quietUntil(settings: NotificationSettings, now: Date): Date | null {
  const quiet = settings.quietHours;
  return quiet && inQuietHours(now, toMinutes(quiet.start), toMinutes(quiet.end), settings.timeZone) ? nextLocal(now, toMinutes(quiet.end), settings.timeZone) : null;
}

/** Before anything is sent: gone recipients, a message's delay, seen or hidden things. */
function precheck(ctx: Context, opts: WorkerOptions, n: Notification, now: Date): Outcome | null {
  if (!ctx.recipients.has(n.userId)) return { status: 'skipped', error: 'recipient-gone' };
  if (n.kind === 'digest') return null;
  if (n.event === 'message') {
    const due = new Date(n.createdAt.getTime() + opts.delayMs);
    if (due > now) return { status: 'pending', dueAt: due, retry: false };
  }
  const content = ctx.contents.get(n.id);
  return typeof content === 'string' ? { status: 'skipped', error: content } : null;
}

async function decidePush(db: Db, opts: WorkerOptions, ctx: Context, n: Notification, now: Date): Promise<Outcome> {
  const early = precheck(ctx, opts, n, now);
  if (early) return early;
  const settings = ctx.settings.get(n.userId)!;
  // Quiet hours hold a push as they hold an instant e-mail: nobody wants a phone buzzing at 3 am.
  const until = quietUntil(settings, now);
  if (until && settings.channels.push[n.kind as NotificationKind] !== 'off') return { status: 'pending', dueAt: until, retry: false };
  return sendPush(db, opts.push, n, settings, ctx.contents.get(n.id) as NotificationContent, opts.jwtSecret);
}

/** E-mail's own state for the batch: push siblings (read after the pushes went) and today's count. */
interface MailState {
  afterPush: Map<string, Outcome | null>;
  sentToday: Map<string, number>;
}

async function decideEmail(opts: WorkerOptions, ctx: Context, mail: MailState, n: Notification, now: Date): Promise<Outcome> {
  const early = precheck(ctx, opts, n, now);
  if (early) return early;
  const to = ctx.recipients.get(n.userId)!;
  if (n.kind === 'digest') {
    const contents = (ctx.items.get(n.id) ?? []).map((item) => ctx.contents.get(item.id)).filter((c): c is NotificationContent => typeof c === 'object');
    if (contents.length === 0) return { status: 'skipped', error: 'seen' };
    const subject = `Your Hackmate digest: ${contents.length} update${contents.length === 1 ? '' : 's'}`;
    return deliver(opts, n, to, 'digest', subject, 'While you were away', contents);
  }
  const settings = ctx.settings.get(n.userId)!;
  const nextDigest = () => nextLocal(now, settings.digestHour * 60, settings.timeZone);
  const mode = settings.channels.email[n.kind as NotificationKind] ?? 'instant';
  if (mode === 'off') return { status: 'skipped', error: 'off' };
  if (mode === 'digest') return { status: 'held', dueAt: nextDigest() };
  const waitForPush = mail.afterPush.get(n.dedupeKey);
  if (waitForPush) return waitForPush;
  const until = quietUntil(settings, now);
  if (until) return { status: 'pending', dueAt: until, retry: false };
  if ((mail.sentToday.get(n.userId) ?? 0) >= opts.maxPerDay) return { status: 'held', dueAt: nextDigest() };
  const content = ctx.contents.get(n.id) as NotificationContent;
  const outcome = await deliver(opts, n, to, n.kind as NotificationKind, content.subject, content.subject, [content]);
  mail.sentToday.set(n.userId, (mail.sentToday.get(n.userId) ?? 0) + 1);
  return outcome;
}

/** Instant e-mails each person got since their local midnight, for everyone in `list` (one query). */
async function sentTodayOf(db: Db, ctx: Context, list: Notification[], now: Date): Promise<Map<string, number>> {
  const users = [...new Set(list.map((n) => n.userId))].filter((u) => ctx.settings.has(u));
  if (users.length === 0) return new Map();
  const json = JSON.stringify(users.map((u) => ({ user_id: u, since: startOfLocalDay(now, ctx.settings.get(u)!.timeZone).toISOString() })));
  const result = (await db.execute(sql`select x.user_id, count(n.id)::int as n
    from jsonb_to_recordset(${json}::jsonb) as x(user_id uuid, since timestamptz)
    left join ${notifications} n on n.user_id = x.user_id and n.channel = 'email' and n.status = 'sent' and n.kind <> 'digest' and n.sent_at >= x.since
    group by x.user_id`)) as unknown as { rows: { user_id: string; n: number }[] };
  return new Map(result.rows.map((r) => [r.user_id, r.n]));
}

/** Runs `fn` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
}

/** Decides, sends and records every claimed notification; counts the outcomes into `stats`. */
export async function sendBatch(db: Db, opts: WorkerOptions, claimed: Notification[], now: Date, stats: RunStats): Promise<void> {
  const save = recorder(db, now);
  const settle = async (n: Notification, decide: () => Promise<Outcome>) => {
    let outcome: Outcome;
    try {
      outcome = await decide();
    } catch (err) {
      outcome = failure(n, err, now);
    }
    await save(n, outcome);
    if (outcome.status === 'pending') stats.deferred++;
    else stats[outcome.status]++;
  };
  let ctx: Context;
  try {
    ctx = await load(db, claimed, now);
  } catch (err) {
    for (const n of claimed) await settle(n, () => Promise.reject(err));
    return;
  }
  // Push goes first: an e-mail claimed with its push sibling then sees how the push went.
  for (const n of claimed.filter((c) => c.channel === 'push')) await settle(n, () => decidePush(db, opts, ctx, n, now));
  const emails = claimed.filter((c) => c.channel === 'email');
  let mail: MailState;
  try {
    const instant = emails.filter((n) => n.kind !== 'digest');
    mail = { afterPush: await afterPushAll(db, instant, now, opts.delayMs), sentToday: await sentTodayOf(db, ctx, instant, now) };
  } catch (err) {
    for (const n of emails) await settle(n, () => Promise.reject(err));
    return;
  }
  const byPerson = new Map<string, Notification[]>();
  for (const n of emails) byPerson.set(n.userId, [...(byPerson.get(n.userId) ?? []), n]);
  await eachLimited([...byPerson.values()], opts.mailer.parallel ?? 1, async (own) => {
    for (const n of own) await settle(n, () => decideEmail(opts, ctx, mail, n, now));
  });
}
