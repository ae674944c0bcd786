import { api } from '@hackmate/shared/api';
import type { HistoryQuery } from '@hackmate/shared/conversation';
import type { TeamMessagesPage, TeamReadAnswer } from '@hackmate/shared/types';

/** GET /teams/:teamId/messages: the newest page of the team's chat (from when I joined), or the page asked for. */
export async function getTeamMessages(teamId: string, query: HistoryQuery = {}, { signal }: { signal?: AbortSignal } = {}): Promise<TeamMessagesPage> {
  const { data } = await api().get<TeamMessagesPage>(`/teams/${encodeURIComponent(teamId)}/messages`, { params: query, signal });
  return data;
}

/** POST /teams/:teamId/read: I have read the team's chat up to its newest message (my other tabs hear of it). */
export async function markTeamRead(teamId: string): Promise<void> {
  await api().post<TeamReadAnswer>(`/teams/${encodeURIComponent(teamId)}/read`);
}
