import { api } from '@hackmate/shared/api';
import type { TeamMessagesPage } from '@hackmate/shared/types';

export interface TeamMessagesQuery {
  /** The older page: `nextCursor` of the page before. */
  before?: string;
  /** Only what was stored after this message id or ISO time (catching up after a reconnect). */
  after?: string;
  limit?: number;
}

/** GET /teams/:teamId/messages: the newest page of the team's chat (from when I joined), or the page asked for. */
export async function getTeamMessages(teamId: string, query: TeamMessagesQuery = {}, { signal }: { signal?: AbortSignal } = {}): Promise<TeamMessagesPage> {
  const { data } = await api().get<TeamMessagesPage>(`/teams/${encodeURIComponent(teamId)}/messages`, { params: query, signal });
  return data;
}

/** POST /teams/:teamId/read: I have read the team's chat up to its newest message (my other tabs hear of it). */
export async function markTeamRead(teamId: string): Promise<void> {
  await api().post(`/teams/${encodeURIComponent(teamId)}/read`);
}
