import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Per channel: notifications sent in the week and, of those, how many were clicked. */
export interface ChannelOutcome {
  sent: number;
  clicked: number;
}

/** What reaching people away achieved in one week (Monday, UTC). */
export interface ReachWeek {
  /** Interested requests sent that week and settled, answered (accepted or declined) rather than expired; null: none settled. */
  answeredBeforeExpiry: number | null;
  email: ChannelOutcome;
  push: ChannelOutcome;
  /** One-click unsubscribes that turned something off. */
  unsubscribes: number;
  /** Median minutes from a notification sent that week to its recipient's next signed-in request; null: nobody came back yet. */
  medianReturnMinutes: number | null;
}

type Row = Record<string, string | number | null>;
const num = (v: string | number | null | undefined) => Number(v ?? 0);

/**
 * The reach half of the matching report, for the weeks starting at these Mondays (YYYY-MM-DD).
 * Weeks group each thing by when it started: a request by when it was sent, a notification by
 * when it was sent (its click and the return may come the week after).
 */
export async function reachReport(db: Db, weeks: string[]): Promise<Map<string, ReachWeek>> {
  const week = (column: string) => sql.raw(`date_trunc('week', ${column} at time zone 'utc')::date::text`);
  const list = sql.join(
    weeks.map((w) => sql`${w}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with requests as (
      select ${week('created_at')} as week,
             count(*) filter (where status in ('accepted', 'rejected')) as answered,
             count(*) filter (where status in ('accepted', 'rejected', 'expired')) as settled
      from connection_requests where status <> 'ignore' group by 1
    ),
    sent as (
      select ${week('sent_at')} as week,
             count(*) filter (where channel = 'email') as email_sent,
             count(*) filter (where channel = 'email' and clicked_at is not null) as email_clicked,
             count(*) filter (where channel = 'push') as push_sent,
             count(*) filter (where channel = 'push' and clicked_at is not null) as push_clicked,
             percentile_cont(0.5) within group (order by extract(epoch from returned_at - sent_at) / 60) filter (where returned_at is not null) as return_minutes
      from notifications where status = 'sent' and sent_at is not null group by 1
    ),
    unsubscribes as (
      select ${week('created_at')} as week, count(*) as unsubscribes from notification_unsubscribes group by 1
    )
    select w.week, r.answered, r.settled, s.email_sent, s.email_clicked, s.push_sent, s.push_clicked, s.return_minutes, u.unsubscribes
    from unnest(array[${list}]::text[]) as w(week)
    left join requests r on r.week = w.week
    left join sent s on s.week = w.week
    left join unsubscribes u on u.week = w.week`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  return new Map(
    rows.map((r) => [
      String(r.week),
      {
        answeredBeforeExpiry: num(r.settled) > 0 ? num(r.answered) / num(r.settled) : null,
        email: { sent: num(r.email_sent), clicked: num(r.email_clicked) },
        push: { sent: num(r.push_sent), clicked: num(r.push_clicked) },
        unsubscribes: num(r.unsubscribes),
        medianReturnMinutes: r.return_minutes === null ? null : Number(r.return_minutes),
      },
    ]),
  );
}
