import { api } from '@hackmate/shared/api';
import type { HistoryQuery } from '@hackmate/shared/conversation';
import type { HistoryPage } from '@hackmate/shared/types';

/**
 * GET /convos/{receiverId}: the newest page of the conversation with that user, or the page asked
 * for (messages oldest first within it; `nextCursor` is `before` for the older page).
 */
export async function getHistory(receiverId: string, query: HistoryQuery = {}, { signal }: { signal?: AbortSignal } = {}): Promise<HistoryPage> {
  const { data } = await api().get<HistoryPage>(`/convos/${encodeURIComponent(receiverId)}`, { params: query, signal });
  return data;
}
