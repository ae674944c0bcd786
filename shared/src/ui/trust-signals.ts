import type { TrustSignals } from '../contracts/users';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Activity older than this says nothing worth showing. */
export const ACTIVE_SHOWN_DAYS = 30;

/** Local midnight of `date`'s day. */
const dayStart = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/**
 * "Active today", "Active yesterday", "Active 3 days ago" by the viewer's calendar days; null when
 * unknown (hidden by its owner), not a time stamp, or more than 30 days ago. A stamp slightly ahead
 * of this clock is today.
 */
export function activeText(activeAt: string | null, now: Date = new Date()): string | null {
  if (activeAt === null) return null;
  const then = new Date(activeAt);
  if (Number.isNaN(then.getTime())) return null;
  // Rounded: a day with a daylight-saving change is an hour longer or shorter.
  const days = Math.max(0, Math.round((dayStart(now) - dayStart(then)) / DAY_MS));
  if (days === 0) return 'Active today';
  if (days === 1) return 'Active yesterday';
  return days <= ACTIVE_SHOWN_DAYS ? `Active ${days} days ago` : null;
}

/**
 * A duration as people say it, rounded so it does not pretend to be exact: "~3 min", "~15 min"
 * (to 5 minutes from 10 on), "~2 h", "~1 day", "~3 days".
 */
export function roughDuration(minutes: number): string {
  if (minutes < 10) return `~${Math.max(1, Math.round(minutes))} min`;
  const fives = Math.round(minutes / 5) * 5;
  if (fives < 60) return `~${fives} min`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `~${hours} h`;
  const days = Math.round(minutes / (24 * 60));
  return `~${days} ${days === 1 ? 'day' : 'days'}`;
}

/** "Usually replies within ~2 h"; null when there are too few replies to say (replyMinutes null). */
export function replyText(replyMinutes: number | null): string | null {
  return replyMinutes === null ? null : `Usually replies within ${roughDuration(replyMinutes)}`;
}

/** "3 teammates would team up again"; null at 0 (there are no negative counts to show either). */
export function teamUpAgainText(count: number): string | null {
  if (count <= 0) return null;
  return `${count} ${count === 1 ? 'teammate' : 'teammates'} would team up again`;
}

/** The lines a profile or feed card shows, in this order, leaving out what has nothing to say. */
export function trustLines(signals: TrustSignals, now: Date = new Date()): string[] {
  return [activeText(signals.activeAt, now), replyText(signals.replyMinutes), teamUpAgainText(signals.teamUpAgainCount)].filter((line) => line !== null);
}
