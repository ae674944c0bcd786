import { inArray, sql } from 'drizzle-orm';
import { REQUEST_EXPIRY_DAYS } from '@hackmate/shared/contracts';
import type { Db } from '../../db/client';
import { notifications, type Notification } from '../../db/schema';
import { enqueueSelect, ts } from './outbox';
import { sendBatch } from './send-batch';
import type { RunStats, WorkerOptions } from './worker-types';

export type { RunStats, WorkerOptions } from './worker-types';

// A batch is decided with a few queries for all of it and sent a pool's worth at a time
// (send-batch.ts): 100 at 5 at once take about as long as the 20 one by one it replaces, so a claim
// still ends well within its lease.
const BATCH = 100;
const MAX_BATCHES = 50;
/** Held rows whose people a digest chunk takes (each person's other held rows come along). */
const DIGEST_CHUNK = 2_000;
// Any constant shared by the processes: one of them composes digests at a time.
const DIGEST_LOCK_ID = 7_262_541_337;

export { backoffMs, MAX_ATTEMPTS } from './record';

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
 * Gathers the held notifications of up to DIGEST_CHUNK people whose digest is due into one digest
 * row each (itself a notification, sent like the others), in one statement under a lock so two
 * processes never split one person's digest. A chunk, not everyone at once: 100,000 digests in
 * one statement kept every worker waiting for it (a minute) before the first mail; a chunk takes a
 * moment, and the next is composed while the last ones go out. Answers how many it composed.
 */
export async function composeDigests(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const locked = (await tx.execute(sql`select pg_try_advisory_xact_lock(${DIGEST_LOCK_ID}) as ok`)) as unknown as { rows: { ok: boolean }[] };
    if (!locked.rows[0]?.ok) return 0;
    // The oldest held rows name the people (the due index, in order); each gets all their rows.
    const result = (await tx.execute(sql`
      with due as (
        select distinct user_id, channel from (
          select user_id, channel from ${notifications} where status = 'held' and due_at <= ${ts(now)} order by due_at limit ${DIGEST_CHUNK}
        ) oldest
      ), digest as (
        insert into ${notifications} (user_id, channel, kind, event, dedupe_key, due_at)
        select user_id, channel, 'digest', 'digest', 'digest:' || user_id || ':' || ${now.toISOString()}, ${ts(now)} from due
        on conflict do nothing
        returning id, user_id, channel
      ), items as (
        update ${notifications} n set status = 'digested', digest_id = d.id
        from digest d
        where n.user_id = d.user_id and n.channel = d.channel and n.status = 'held' and n.due_at <= ${ts(now)}
        returning 1
      )
      select (select count(*) from digest)::int as digests, (select count(*) from items)::int as items`)) as unknown as { rows: { digests: number }[] };
    return result.rows[0]?.digests ?? 0;
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
    let claimed = await claim(db, now, opts.leaseMs);
    // Nothing left of the digests composed so far: the next chunk of them, if any is due.
    if (claimed.length < BATCH && (await composeDigests(db, now)) > 0 && claimed.length === 0) claimed = await claim(db, now, opts.leaseMs);
    if (claimed.length === 0) break;
    await sendBatch(db, opts, claimed, now, stats);
  }
  return stats;
}
