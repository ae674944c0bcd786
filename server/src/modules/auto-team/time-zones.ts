/**
 * Time zones for making teams: a zone's offset from UTC at an instant, and how far apart a set of
 * offsets is on the clock. Distances are taken round the 24-hour dial: UTC+13 and UTC−10 show the
 * same time of day (on different dates), so they are one hour apart, not 23.
 */

export const MINUTES_PER_DAY = 24 * 60;

// One formatter per zone: building one costs far more than formatting with it. IANA names are
// case-insensitive, so the cache holds at most one entry per zone the runtime knows.
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The offset from UTC, in minutes, of IANA time zone `timeZone` at instant `at` (daylight saving
 * included): `Europe/Berlin` gives 60 in January and 120 in July, `Asia/Kolkata` 330, `UTC` 0.
 * Throws a RangeError for a zone the runtime does not know or an invalid date.
 */
export function utcOffsetMinutes(timeZone: string, at: Date): number {
  if (Number.isNaN(at.getTime())) throw new RangeError('utcOffsetMinutes: invalid date');
  const key = timeZone.toLowerCase();
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    formatters.set(key, format);
  }
  const name = format.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? '';
  // "GMT" for UTC itself, else "GMT+05:30" / "GMT-08:00".
  const parts = /^GMT(?:([+\-\u2212])(\d{1,2})(?::?(\d{2}))?)?$/.exec(name);
  if (!parts) throw new RangeError(`utcOffsetMinutes: unexpected offset "${name}" for ${timeZone}`);
  if (!parts[1]) return 0;
  const minutes = Number(parts[2]) * 60 + Number(parts[3] ?? 0);
  return parts[1] === '+' ? minutes : -minutes;
}

/** Where an offset sits on the 24-hour dial, 0 ≤ position < 1440. */
const onDial = (offsetMinutes: number) => ((offsetMinutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;

/**
 * How far apart a set of UTC offsets is, in minutes: the shortest stretch of the dial holding them
 * all, which is also the largest clock difference between any two of them when it is under 12 h.
 * 0 for one offset or none.
 */
export function offsetSpreadMinutes(offsets: readonly number[]): number {
  if (offsets.length < 2) return 0;
  const sorted = offsets.map(onDial).sort((a, b) => a - b);
  let widestGap = sorted[0]! + MINUTES_PER_DAY - sorted[sorted.length - 1]!;
  for (let i = 1; i < sorted.length; i++) widestGap = Math.max(widestGap, sorted[i]! - sorted[i - 1]!);
  return MINUTES_PER_DAY - widestGap;
}

/**
 * The offsets laid out on a line (minutes, from 0), cut open at the widest gap of the dial, so that
 * the difference between two positions is the clock distance along the shortest stretch holding
 * everyone: any run of people whose positions lie within h hours is pairwise within h hours.
 */
export function linePositions(offsets: readonly number[]): number[] {
  if (offsets.length === 0) return [];
  const dial = offsets.map(onDial);
  const sorted = [...new Set(dial)].sort((a, b) => a - b);
  let start = sorted[0]!;
  let widestGap = sorted[0]! + MINUTES_PER_DAY - sorted[sorted.length - 1]!;
  for (let i = 1; i < sorted.length; i++) {
    const gap = sorted[i]! - sorted[i - 1]!;
    if (gap > widestGap) {
      widestGap = gap;
      start = sorted[i]!;
    }
  }
  return dial.map((d) => (d - start + MINUTES_PER_DAY) % MINUTES_PER_DAY);
}

/** The offset of `timeZone` at `at`; null for no zone or one this runtime does not know (it cannot be placed). */
export function offsetOrNull(timeZone: string | null, at: Date): number | null {
  if (!timeZone) return null;
  try {
    return utcOffsetMinutes(timeZone, at);
  } catch {
    return null;
  }
}
