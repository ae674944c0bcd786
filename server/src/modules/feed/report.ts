import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reachReport, type ReachWeek } from './outcomes-report';

export interface WeekReport {
  week: string;
  cardsShown: number;
  swipes: number;
  /** Interested swipes among all swipes made that week. */
  interestedRate: number | null;
  /** Interested requests sent that week that the other side accepted (a match). */
  mutualRate: number | null;
  /** Median time from a conversation's first message to the other side's first answer. */
  medianFirstReplyMinutes: number | null;
  /** Conversations started that week with at least three messages from each side. */
  livelyConversations: number;
  /** Reaching people away: requests answered in time, notifications' clicks, unsubscribes, returns. */
  reach: ReachWeek;
}

const rate = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/** The last `weeks` weeks of outcomes, newest first. One pass over each table, grouped by week. */
export async function matchingReport(db: Db, weeks: number): Promise<WeekReport[]> {
  const result = await db.execute(sql`
    with weeks as (
      select (date_trunc('week', now() at time zone 'utc') - (n || ' weeks')::interval)::date as week
      from generate_series(0, ${weeks - 1}) as n
    ),
    swipes as (
      select date_trunc('week', created_at at time zone 'utc')::date as week,
             count(*) as swipes,
             count(*) filter (where status in ('interested', 'accepted', 'rejected', 'expired')) as interested,
             count(*) filter (where status = 'accepted') as mutual
      from connection_requests group by 1
    ),
    firsts as (
      select conversation_id, min(created_at) as started, min(created_at) filter (where sender_id <> first_sender) as answered
      from (
        select conversation_id, sender_id, created_at,
               first_value(sender_id) over (partition by conversation_id order by created_at, id) as first_sender
        from messages
      ) m
      group by conversation_id
    ),
    replies as (
      select date_trunc('week', started at time zone 'utc')::date as week,
             percentile_cont(0.5) within group (order by extract(epoch from answered - started) / 60) filter (where answered is not null) as median_minutes
      from firsts group by 1
    ),
    lively as (
      select date_trunc('week', f.started at time zone 'utc')::date as week, count(*) as lively
      from firsts f
      join (
        select conversation_id from (select conversation_id, sender_id from messages group by 1, 2 having count(*) >= 3) x
        group by conversation_id having count(*) = 2
      ) both_sides using (conversation_id)
      group by 1
    )
    select w.week::text as week, coalesce(fs.cards_shown, 0) as cards, coalesce(s.swipes, 0) as swipes, coalesce(s.interested, 0) as interested,
           coalesce(s.mutual, 0) as mutual, r.median_minutes, coalesce(l.lively, 0) as lively
    from weeks w
    left join feed_stats fs on fs.week = w.week
    left join swipes s on s.week = w.week
    left join replies r on r.week = w.week
    left join lively l on l.week = w.week
    order by w.week desc`);
  // node-postgres answers { rows }, PGlite an array-like result with rows too.
  const rows = (result as unknown as { rows: Record<string, string | number | null>[] }).rows;
  const reach = await reachReport(db, rows.map((r) => String(r.week)));
  return rows.map((r) => {
    const swipes = Number(r.swipes);
    const interested = Number(r.interested);
    return {
      week: String(r.week),
      cardsShown: Number(r.cards),
      swipes,
      interestedRate: rate(interested, swipes),
      mutualRate: rate(Number(r.mutual), interested),
      medianFirstReplyMinutes: r.median_minutes === null ? null : Number(r.median_minutes),
      livelyConversations: Number(r.lively),
      reach: reach.get(String(r.week))!,
    };
  });
}
