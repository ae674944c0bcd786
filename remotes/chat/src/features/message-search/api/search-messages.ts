import { api } from '@hackmate/shared/api';
import type { Answer, MessageSearchResult, messageSearchResults } from '@hackmate/shared/contracts';

export type { MessageSearchResult };

/** GET /convos-search?q=: messages of the user's conversations holding every word of `q`, newest first. */
export async function searchMessages(q: string, { signal }: { signal?: AbortSignal } = {}): Promise<MessageSearchResult[]> {
  const { data } = await api().get<Answer<typeof messageSearchResults>>('/convos-search', { params: { q }, signal });
  return data.data;
}
