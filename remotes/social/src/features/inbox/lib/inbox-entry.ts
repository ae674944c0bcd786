import type { InboxItem } from '@hackmate/shared/types';

/** An inbox item as the list holds it: one id across kinds (a request and a proposal may share none). */
export type InboxEntry = InboxItem & { _id: string };

export const inboxEntryId = (item: InboxItem): string => (item.kind === 'proposal' ? `proposal:${item.proposal._id}` : `${item.kind}:${item.request._id}`);

export const toEntries = (items: readonly InboxItem[]): InboxEntry[] => items.map((item) => ({ ...item, _id: inboxEntryId(item) }));

/** What one kind is called on its card and in the screen reader's name for it. */
export function inboxTitle(item: InboxItem): string {
  switch (item.kind) {
    case 'connection':
      return `${item.request.senderId.fullName} wants to team up`;
    case 'invite':
      return `Invite to ${item.request.team.name}`;
    case 'join':
      return `${item.request.person.fullName} asks to join ${item.request.team.name}`;
    case 'proposal':
      return `Match me proposes a team at ${item.eventName}`;
  }
}
