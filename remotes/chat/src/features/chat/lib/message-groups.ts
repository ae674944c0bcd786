import { dateFormat } from '@hackmate/shared/ui';
import type { ChatDisplayMessage } from './conversation';

/** Messages of one sender closer together than this share one header (name and picture). */
export const GROUP_GAP_MS = 5 * 60_000;

export interface MessageGroup {
  senderId: string;
  senderName: string;
  messages: ChatDisplayMessage[];
}

export interface DaySection {
  /** The calendar day in the reader's zone, YYYY-MM-DD. */
  day: string;
  groups: MessageGroup[];
}

export interface DayFormat {
  now?: Date;
  /** Undefined → the browser's; stories and tests pin them. */
  locale?: string;
  timeZone?: string;
}

/** The calendar day of `at` in `timeZone` as YYYY-MM-DD (en-CA writes dates that way). */
export function calendarDay(at: Date, timeZone?: string): string {
  return dateFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(at);
}

function dayBefore(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
}

/** "Today", "Yesterday", else the date (with the year when it is not this year's). */
export function dayLabel(day: string, { now = new Date(), locale, timeZone }: DayFormat = {}): string {
  const today = calendarDay(now, timeZone);
  if (day === today) return 'Today';
  if (day === dayBefore(today)) return 'Yesterday';
  // Noon UTC of that day names the same date in every zone when formatted in UTC.
  const noon = new Date(`${day}T12:00:00Z`);
  const sameYear = day.slice(0, 4) === today.slice(0, 4);
  const options: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' };
  return dateFormat(locale, sameYear ? options : { ...options, year: 'numeric' }).format(noon);
}

/**
 * The messages (oldest first) cut into days, and each day into runs of one sender where each
 * message follows the previous one within 5 minutes. A message whose time cannot be read (never
 * from the server) joins the day and run before it.
 */
export function groupMessages(messages: readonly ChatDisplayMessage[], timeZone?: string): DaySection[] {
  const days: DaySection[] = [];
  let previousAt = Number.NaN;
  for (const message of messages) {
    const at = Date.parse(message.timestamp);
    const day = Number.isNaN(at) ? (days.at(-1)?.day ?? '') : calendarDay(new Date(at), timeZone);
    let section = days.at(-1);
    if (!section || section.day !== day) {
      section = { day, groups: [] };
      days.push(section);
    }
    const group = section.groups.at(-1);
    const close = Number.isNaN(at) || Number.isNaN(previousAt) || at - previousAt <= GROUP_GAP_MS;
    if (group && group.senderId === message.senderId && close) group.messages.push(message);
    else section.groups.push({ senderId: message.senderId, senderName: message.senderName, messages: [message] });
    if (!Number.isNaN(at)) previousAt = at;
  }
  return days;
}
