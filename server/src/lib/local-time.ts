/**
 * Wall-clock arithmetic in a time zone with Intl only (no library): a person's quiet hours, the
 * digest hour and "today" for the daily cap; a demo hackathon's kick-off on its city's clock.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    formatters.set(timeZone, f);
  }
  return f;
}

interface Wall {
  year: number;
  month: number;
  day: number;
  /** Minutes after local midnight. */
  minutes: number;
}

export function wallClock(at: Date, timeZone: string): Wall {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(at).map((p) => [p.type, p.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** The instant when the wall clock in `timeZone` shows `minutes` on the given local date. */
export function atLocal(date: Pick<Wall, 'year' | 'month' | 'day'>, minutes: number, timeZone: string): Date {
  const asUtc = Date.UTC(date.year, date.month - 1, date.day, 0, minutes);
  // Guess with the offset at that instant, then correct once (enough except inside a DST gap,
  // where the later valid instant is fine for a reminder).
  let guess = asUtc;
  for (let i = 0; i < 2; i++) {
    const w = wallClock(new Date(guess), timeZone);
    const shown = Date.UTC(w.year, w.month - 1, w.day, 0, w.minutes);
    guess += asUtc - shown;
  }
  return new Date(guess);
}

function addDays(date: Pick<Wall, 'year' | 'month' | 'day'>, days: number): Pick<Wall, 'year' | 'month' | 'day'> {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** Local midnight that began `at`'s day. */
export function startOfLocalDay(at: Date, timeZone: string): Date {
  return atLocal(wallClock(at, timeZone), 0, timeZone);
}

/** The first instant after `at` when the local clock shows `minutes` (today or tomorrow). */
export function nextLocal(at: Date, minutes: number, timeZone: string): Date {
  const now = wallClock(at, timeZone);
  const today = atLocal(now, minutes, timeZone);
  return today.getTime() > at.getTime() ? today : atLocal(addDays(now, 1), minutes, timeZone);
}

/** Whether `at` falls in the quiet hours [start, end) (minutes; they may wrap past midnight). */
export function inQuietHours(at: Date, start: number, end: number, timeZone: string): boolean {
  if (start === end) return false;
  const m = wallClock(at, timeZone).minutes;
  return start < end ? m >= start && m < end : m >= start || m < end;
}

export const toMinutes = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
export const toHhmm = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
