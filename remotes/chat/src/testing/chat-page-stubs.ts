import { vi } from 'vitest';
import { $liveSocket, $teamUnread, $unread } from '@hackmate/shared/live';
import { setUser } from '@hackmate/shared/stores';
import { FakeSocket } from '@hackmate/shared/testing';
import { getHistory } from '../features/chat/api/get-history';
import { markRead } from '../features/chat/api/mark-read';
import { getConversations } from '../features/conversations/api/get-conversations';
import { getTeamChats } from '../features/conversations/api/get-team-chats';
import { ADA, ALAN, ME, conversation, message } from './fixtures';

/**
 * The chat screens' world for page tests (which vi.mock the api modules imported here): me signed
 * in, the tab's live connection as the shell opens it, two conversations, no team chats and Ada's history.
 */
export function stubChatPage(): FakeSocket {
  const socket = new FakeSocket();
  $liveSocket.set(socket);
  setUser(ME);
  vi.mocked(markRead).mockResolvedValue();
  vi.mocked(getConversations).mockResolvedValue([
    conversation('c1', ADA, { text: 'earlier words', timestamp: '2025-03-12T09:00:00Z' }),
    conversation('c2', ALAN, { text: 'hi Alan', timestamp: '2025-03-11T09:00:00Z' }),
  ]);
  vi.mocked(getTeamChats).mockResolvedValue([]);
  vi.mocked(getHistory).mockResolvedValue({ messages: [message(ADA, ME, 'earlier words')], nextCursor: null, partner: ADA, partnerReadAt: null });
  return socket;
}

export function resetChatPage(): void {
  vi.clearAllMocks();
  $liveSocket.set(null);
  $unread.set({});
  $teamUnread.set({});
}
