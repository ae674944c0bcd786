import type { ChatMessage, Conversation } from '@hackmate/shared/types';

function involves(c: Conversation, message: ChatMessage): boolean {
  const ids = c.participants.map((p) => p?._id);
  return ids.includes(message.senderId) && ids.includes(message.receiverId);
}

/**
 * The list with `message` as the last message of its conversation, moved to the top; the same list
 * when the conversation already shows something newer; null when no listed conversation is
 * between those two people.
 */
export function withLastMessage(list: Conversation[], message: ChatMessage): Conversation[] | null {
  const index = list.findIndex((c) => involves(c, message));
  if (index === -1) return null;
  const found = list[index]!;
  const last = found.lastMessage;
  if (last && Date.parse(last.timestamp) > Date.parse(message.timestamp)) return list;
  const updated: Conversation = { ...found, lastMessage: { text: message.text, timestamp: message.timestamp } };
  return [updated, ...list.slice(0, index), ...list.slice(index + 1)];
}
