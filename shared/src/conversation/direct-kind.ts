import { $unread, clearUnread, setOpenConversation } from '@hackmate/shared/live';
import { queryKeys } from '@hackmate/shared/query';
import type { ChatMessage } from '@hackmate/shared/types';
import type { ConversationKind } from './kind';

/**
 * A private conversation with one person (`to` is the partner's id). The server puts the open
 * conversation's two people in a room (`joinChat`) and passes typing on.
 */
export const directKind: ConversationKind<ChatMessage> = {
  field: 'receiverId',
  events: { send: 'sendMessage', received: 'messageReceived', join: 'joinChat', typing: 'typing' },
  includes: (m, partnerId) => m.senderId === partnerId || m.receiverId === partnerId,
  // Both spellings of the text occur in SPEC §3.
  draft: (d, partnerId) => ({ _id: '', ...d, receiverId: partnerId, message: d.text }),
  outboxKey: 'hackmate:chat-outbox',
  queryKey: queryKeys.history,
  unread: { count: (partnerId) => $unread.get()[partnerId] ?? 0, clear: clearUnread, setOpen: setOpenConversation },
};
