import { api } from '@hackmate/shared/api';
import type { Answer, conversationList } from '@hackmate/shared/contracts';
import type { Conversation } from '@hackmate/shared/types';

/** GET /get-conversations: the signed-in user's conversations, newest first. */
export async function getConversations({ signal }: { signal?: AbortSignal } = {}): Promise<Conversation[]> {
  const { data } = await api().get<Answer<typeof conversationList>>('/get-conversations', { signal });
  return data.conversations;
}
