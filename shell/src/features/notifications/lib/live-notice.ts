import type { NavEntry } from '@hackmate/shared/runtime-config';
import type { ChatMessage, RequestUpdate } from '@hackmate/shared/types';

/** A toast about something that just happened to the user, and where a click on it leads. */
export interface LiveNotice {
  /** Notices with the same key are one subject (a conversation, a person): see createThrottle. */
  key: string;
  text: string;
  to?: string;
}

/**
 * Where notices lead, taken from the navbar entries that carry the same counts: the conversations
 * (Convos, `/convos` → `/convos/<id>`) and the received requests (Reqs, `/reqs/review`). The shell
 * knows the remotes' paths only from the runtime config.
 */
export interface NoticeTargets {
  conversations?: string;
  requests?: string;
}

export function noticeTargets(entries: readonly NavEntry[]): NoticeTargets {
  const pathOf = (badge: NavEntry['badge']) => entries.find((entry) => entry.badge === badge)?.path;
  return { conversations: pathOf('unread'), requests: pathOf('pending') };
}

const conversationWith = (targets: NoticeTargets, personId: string) =>
  targets.conversations ? `${targets.conversations}/${encodeURIComponent(personId)}` : undefined;

export interface MessageContext {
  /** The signed-in user's id; unknown, nobody can tell whose message it is, so no notice. */
  me: string | undefined;
  /** The conversation on screen in this tab (its messages show there already). */
  openConversation: string | null;
  targets: NoticeTargets;
}

/** "New message from Ana Lima", unless the user wrote it or is looking at that conversation. */
export function messageNotice(message: ChatMessage | undefined, { me, openConversation, targets }: MessageContext): LiveNotice | null {
  if (!message?.senderId || !me || message.senderId === me || message.senderId === openConversation) return null;
  return {
    key: `conversation:${message.senderId}`,
    text: `New message from ${message.senderName}`,
    to: conversationWith(targets, message.senderId),
  };
}

/** "Ana Lima wants to team up" / "Ana Lima accepted your request"; nothing for a request that is just gone. */
export function requestNotice(update: RequestUpdate | undefined, targets: NoticeTargets): LiveNotice | null {
  if (!update?.person?._id) return null;
  const { kind, person } = update;
  const key = `person:${person._id}`;
  switch (kind) {
    case 'received':
      return { key, text: `${person.fullName} wants to team up`, to: targets.requests };
    case 'accepted':
      return { key, text: `${person.fullName} accepted your request`, to: conversationWith(targets, person._id) };
    default:
      return null;
  }
}
