import { dateFormat } from '@hackmate/shared/ui';

const HOUR_MS = 3_600_000;

export interface TimeFormatOptions {
  now?: Date;
  /** Undefined → the browser's locale; tests pin one. */
  locale?: string;
  timeZone?: string;
}

/**
 * The stamp beside a conversation (SPEC §2, §9): under 24 hours the time of day, under 168 hours
 * (a week) the weekday, otherwise month and day. A timestamp slightly in the future (clock skew
 * between client and server) counts as "just now", i.e. a time.
 */
export function formatConversationTime(timestamp: string | Date, { now = new Date(), locale, timeZone }: TimeFormatOptions = {}): string {
  const at = typeof timestamp === 'string' ? new Date(timestamp) : timestamp;
  if (Number.isNaN(at.getTime())) return '';
  const hours = (now.getTime() - at.getTime()) / HOUR_MS;
  if (hours < 24) return dateFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone }).format(at);
  if (hours < 168) return dateFormat(locale, { weekday: 'short', timeZone }).format(at);
  return dateFormat(locale, { month: 'short', day: 'numeric', timeZone }).format(at);
}
