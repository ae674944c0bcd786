import { api } from '@hackmate/shared/api';
import type { ChatMessage, PublicUser } from '@hackmate/shared/types';

export interface HistoryPage {
  /** Oldest first within the page. */
  messages: ChatMessage[];
  /** Pass as `before` for the previous (older) page; null at the beginning of the conversation. */
  nextCursor: string | null;
  partner: PublicUser;
}

export interface HistoryQuery {
  before?: string;
  /** Only messages stored after this message id or ISO time (catching up after a reconnect). */
  after?: string;
  limit?: number;
}

/** GET /convos/{receiverId}: the newest page of the conversation with that user, or the page asked for. */
export async function getHistory(receiverId: string, query: HistoryQuery = {}): Promise<HistoryPage> {
  const { data } = await api().get<HistoryPage>(`/convos/${encodeURIComponent(receiverId)}`, { params: query });
  return data;
}
