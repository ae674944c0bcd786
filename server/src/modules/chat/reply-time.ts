import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { conversations, messages, users } from '../../db/schema';

/** Fewer first replies than this say too little: nothing is shown. */
export const REPLY_SAMPLES_MIN = 3;
/** Only conversations the other side opened this recently count. */
export const REPLY_WINDOW_DAYS = 30;

const windowSql = sql.raw(`interval '${REPLY_WINDOW_DAYS} days'`);

/**
 * SQL, for the RETURNING of a message just inserted (its table unaliased as `messages`, sent to
 * `partnerId`): whether it is the sender's first reply in the conversation, i.e. the partner wrote
 * there before, the partner's first message is within the window, and the sender has written
 * nothing since it. The new row is not among what the subqueries see (same statement); the id
 * test says so anyway. Two short index walks of the one conversation.
 */
export function firstReplyCheck(senderId: string, partnerId: string) {
  return sql<boolean | null>`(select p.created_at >= now() - ${windowSql}
      and not exists (select 1 from ${messages} u where u.conversation_id = p.conversation_id and u.sender_id = ${senderId}
        and u.created_at > p.created_at and u.id <> messages.id)
    from (select f.conversation_id, f.created_at from ${messages} f where f.conversation_id = messages.conversation_id and f.sender_id = ${partnerId}
      order by f.created_at, f.id limit 1) p)`;
}

/**
 * Recomputes "usually replies within": over the user's conversations whose other side's first
 * message is within the last 30 days, the time from that message to the user's first message after
 * it; the median in whole minutes, stored with the number of samples (null below 3). Unanswered
 * conversations give no sample. Nothing sweeps: samples that age out leave at the next recompute,
 * which the user's next first reply triggers.
 */
export async function recomputeReplyTime(db: Queryable, userId: string): Promise<void> {
  await db.execute(sql`
    with opened as materialized (
      select c.id,
        (select m.created_at from ${messages} m where m.conversation_id = c.id and m.sender_id <> ${userId}
          order by m.created_at, m.id limit 1) as partner_first
      from ${conversations} c
      -- A conversation opened in the window had its last message in it too.
      where (c.user_a = ${userId} or c.user_b = ${userId}) and c.last_message_at >= now() - ${windowSql}
    ), samples as materialized (
      select extract(epoch from (
          (select min(m.created_at) from ${messages} m where m.conversation_id = o.id and m.sender_id = ${userId} and m.created_at > o.partner_first)
          - o.partner_first)) / 60 as minutes
      from opened o
      where o.partner_first >= now() - ${windowSql}
    ), summary as (
      select count(minutes)::int as n, percentile_cont(0.5) within group (order by minutes) as median
      from samples where minutes is not null
    )
    update ${users} set reply_samples = summary.n,
      reply_minutes = case when summary.n >= ${REPLY_SAMPLES_MIN} then round(summary.median)::int end
    from summary
    where ${users.id} = ${userId}`);
}
