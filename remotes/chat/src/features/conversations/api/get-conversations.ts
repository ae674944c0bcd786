import { api } from '@hackmate/shared/api';
import type { Conversation } from '@hackmate/shared/types';

/** GET /get-conversations: the signed-in user's conversations, newest first. */
export async function getConversations({ signal }: { signal?: AbortSignal } = {}): Promise<Conversation[]> {
  const { data } = await api().get<{ conversations: Conversation[] }>('/get-conversations', { signal });
  return data.conversations;
}
