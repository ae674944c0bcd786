import { dateFormat } from '@hackmate/shared/ui';
import type { TeamDisplayMessage } from './conversation';

/** One sender's messages closer together than this share one header (name and time). */
export const GROUP_GAP_MS = 5 * 60_000;

export interface TeamMessageGroup {
  senderId: string;
  senderName: string;
  /** When its first message was written. */
  timestamp: string;
  messages: TeamDisplayMessage[];
}

/**
 * The messages (oldest first) cut into runs of one sender where each follows the previous one
 * within 5 minutes. A message whose time cannot be read joins the run before it.
 */
export function groupTeamMessages(messages: readonly TeamDisplayMessage[]): TeamMessageGroup[] {
  const groups: TeamMessageGroup[] = [];
  let previousAt = Number.NaN;
  for (const message of messages) {
    const at = Date.parse(message.timestamp);
    const group = groups.at(-1);
    const close = Number.isNaN(at) || Number.isNaN(previousAt) || at - previousAt <= GROUP_GAP_MS;
    if (group && group.senderId === message.senderId && close) group.messages.push(message);
    else groups.push({ senderId: message.senderId, senderName: message.senderName, timestamp: message.timestamp, messages: [message] });
    if (!Number.isNaN(at)) previousAt = at;
  }
  return groups;
}

/** "14:05" today, "Mar 3, 14:05" another day (in the reader's zone unless pinned). */
export function formatWhen(timestamp: string, { now = new Date(), locale, timeZone }: { now?: Date; locale?: string; timeZone?: string } = {}): string {
  const at = new Date(timestamp);
  if (Number.isNaN(at.getTime())) return '';
  const day = (d: Date) => dateFormat('en-CA', { timeZone }).format(d);
  const time = { hour: '2-digit', minute: '2-digit', timeZone } as const;
  return dateFormat(locale, day(at) === day(now) ? time : { month: 'short', day: 'numeric', ...time }).format(at);
}
