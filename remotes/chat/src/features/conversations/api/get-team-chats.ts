import { api } from '@hackmate/shared/api';
import type { Answer, teamChatList } from '@hackmate/shared/contracts';
import type { TeamChatSummary } from '@hackmate/shared/types';

/** GET /team-chats: my team chats, newest activity first. */
export async function getTeamChats({ signal }: { signal?: AbortSignal } = {}): Promise<TeamChatSummary[]> {
  const { data } = await api().get<Answer<typeof teamChatList>>('/team-chats', { signal });
  return data.data;
}
