import { api } from '@hackmate/shared/api';
import type { HistoryPage } from '@hackmate/shared/types';

/** Messages oldest first within the page; `nextCursor` is `before` for the older page (null at the start). */
export type { HistoryPage };

export interface HistoryQuery {
  before?: string;
  /** Only messages stored after this message id or ISO time (catching up after a reconnect). */
  after?: string;
  limit?: number;
}

/** GET /convos/{receiverId}: the newest page of the conversation with that user, or the page asked for. */
export async function getHistory(receiverId: string, query: HistoryQuery = {}, { signal }: { signal?: AbortSignal } = {}): Promise<HistoryPage> {
  const { data } = await api().get<HistoryPage>(`/convos/${encodeURIComponent(receiverId)}`, { params: query, signal });
  return data;
}
