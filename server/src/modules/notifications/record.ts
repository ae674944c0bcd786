import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, type Notification } from '../../db/schema';
import { ts } from './outbox';

/** What becomes of a claimed notification, and writing it down (the worker's batch, send-batch.ts). */

/** After this many failed sends (about a day with the backoff below) a notification is given up. */
export const MAX_ATTEMPTS = 100;
const BACKOFF_BASE_MS = 30_000;
const BACKOFF_MAX_MS = 15 * 60_000;
export const backoffMs = (attempts: number) => Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));

export type Outcome =
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

/**
 * Group commit: outcomes that come in while a write is under way go together in the next one —
 * the sent ones in one statement. Each caller still waits for its own outcome to be written, so a
 * crash resends no more than the mails in flight; the database sees a few statements, not one a mail.
 */
export function recorder(db: Db, now: Date): (n: Notification, o: Outcome) => Promise<void> {
  type Waiting = { n: Notification; o: Outcome; resolve: () => void; reject: (err: unknown) => void };
  let queue: Waiting[] = [];
  let writing = false;
  const write = async (list: Waiting[]) => {
    const sent = list.filter((w) => w.o.status === 'sent');
    if (sent.length > 0) {
      const json = JSON.stringify(sent.map((w) => ({ id: w.n.id, attempts: w.n.attempts })));
      await db.execute(sql`update ${notifications} n set status = 'sent', lease_until = null, sent_at = ${ts(now)}, last_error = null
        from jsonb_to_recordset(${json}::jsonb) as x(id uuid, attempts int)
        where n.id = x.id and n.status = 'sending' and n.attempts = x.attempts`);
    }
    for (const w of list) if (w.o.status !== 'sent') await record(db, w.n, w.o, now);
  };
  const flush = async () => {
    writing = true;
    while (queue.length > 0) {
      const taken = queue;
      queue = [];
      await write(taken).then(
        () => taken.forEach((w) => w.resolve()),
        (err: unknown) => taken.forEach((w) => w.reject(err)),
      );
    }
    writing = false;
  };
  return (n, o) =>
    new Promise<void>((resolve, reject) => {
      queue.push({ n, o, resolve, reject });
      if (!writing) void flush();
    });
}

export const failure = (n: Notification, err: unknown, now: Date): Outcome => {
  const error = err instanceof Error ? err.message : String(err);
  return n.attempts >= MAX_ATTEMPTS ? { status: 'failed', error } : { status: 'pending', dueAt: new Date(now.getTime() + backoffMs(n.attempts)), error, retry: true };
};

