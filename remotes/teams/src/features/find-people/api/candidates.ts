import { api } from '@hackmate/shared/api';
import type { Answer, teamCandidatePage } from '@hackmate/shared/contracts';
import type { CandidateFilters } from '../lib/filters';

const teamPath = (teamId: string) => `/teams/${encodeURIComponent(teamId)}`;

/** GET /teams/:teamId/candidates: one page of the people the team may invite, best fit first; pass `nextCursor` to go on. */
export async function getCandidates(
  teamId: string,
  filters: CandidateFilters,
  { cursor, signal }: { cursor?: string | null; signal?: AbortSignal } = {},
): Promise<Answer<typeof teamCandidatePage>> {
  const params: Record<string, string> = {};
  if (filters.role) params.role = filters.role;
  if (filters.commitment) params.commitment = filters.commitment;
  if (filters.maxHoursApart !== undefined) params.maxHoursApart = String(filters.maxHoursApart);
  if (cursor) params.cursor = cursor;
  const { data } = await api().get<Answer<typeof teamCandidatePage>>(`${teamPath(teamId)}/candidates`, { params, signal });
  return data;
}

/** POST /teams/:teamId/passes (owner): not this person; they are not suggested to the team again. */
export async function passCandidate(teamId: string, userId: string): Promise<void> {
  await api().post(`${teamPath(teamId)}/passes`, { userId });
}
