import type { NotificationKind, NotificationSettings, PushPayload } from '@hackmate/shared/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, type Notification } from '../../db/schema';
import { forgetSubscription, PushError, subscriptionsOf, type PushSender } from '../push';
import type { NotificationContent } from './content';
import { openPath } from './outcomes';

/** What the worker does with a row (worker.ts). */
export type PushOutcome = { status: 'sent' | 'skipped'; error?: string } | { status: 'pending'; dueAt: Date; retry: false };

// A push service keeps a message a day for a browser that is offline; later it is stale.
const TTL_SECONDS = 86_400;
/** How long an e-mail waits for its push sibling that is being sent right now. */
const WAIT_FOR_PUSH_MS = 30_000;

/**
 * Sends one push row to every browser the person turned push on in. A 404/410 from the push
 * service removes that subscription; another failure throws, and the worker retries with backoff
 * (like SMTP) unless some browser got it already — then the others are not worth a duplicate.
 */
export async function sendPush(db: Db, send: PushSender | null, n: Notification, settings: NotificationSettings, content: NotificationContent, jwtSecret: string): Promise<PushOutcome> {
  if (settings.channels.push[n.kind as NotificationKind] === 'off') return { status: 'skipped', error: 'off' };
  if (!send) return { status: 'skipped', error: 'no-push' };
  const targets = await subscriptionsOf(db, n.userId);
  const payload: PushPayload = { id: n.id, title: content.subject, body: content.line, url: content.path, opened: `/api${openPath(jwtSecret, n.id)}` };
  let delivered = 0;
  let failure: unknown = null;
  for (const t of targets) {
    try {
      await send({ endpoint: t.endpoint, keys: { p256dh: t.p256dh, auth: t.auth } }, JSON.stringify(payload), { ttl: TTL_SECONDS, topic: n.id.replaceAll('-', '') });
      delivered++;
    } catch (err) {
      if (err instanceof PushError && err.gone) await forgetSubscription(db, t.id);
      else failure = err;
    }
  }
  if (delivered > 0) return { status: 'sent' };
  if (failure) throw failure;
  return { status: 'skipped', error: 'no-subscription' };
}

/**
 * Push goes first: an e-mail whose event also went by push waits for it, then for `delayMs` more,
 * and goes only if the thing is still unseen then (the caller checks that at send time). Per
 * e-mail's idempotency key, in one query: when it must wait, or null: no push for this event (none
 * subscribed, push off, or it could not be delivered) — e-mail as usual.
 */
export async function afterPushAll(db: Db, emails: Notification[], now: Date, delayMs: number): Promise<Map<string, { status: 'pending'; dueAt: Date; retry: false } | null>> {
  const out = new Map<string, { status: 'pending'; dueAt: Date; retry: false } | null>();
  if (emails.length === 0) return out;
  const pushes = await db
    .select({ dedupeKey: notifications.dedupeKey, status: notifications.status, dueAt: notifications.dueAt, sentAt: notifications.sentAt })
    .from(notifications)
    .where(and(eq(notifications.channel, 'push'), inArray(notifications.dedupeKey, [...new Set(emails.map((n) => n.dedupeKey))])));
  for (const push of pushes) {
    if (push.status === 'pending' || push.status === 'sending') {
      const after = new Date(Math.max(push.dueAt.getTime(), now.getTime()) + WAIT_FOR_PUSH_MS);
      out.set(push.dedupeKey, { status: 'pending', dueAt: after, retry: false });
    } else if (push.status === 'sent' && push.sentAt) {
      const followUp = new Date(push.sentAt.getTime() + delayMs);
      if (followUp > now) out.set(push.dedupeKey, { status: 'pending', dueAt: followUp, retry: false });
    }
  }
  return out;
}
