import { api } from '@hackmate/shared/api';
import type { Answer, TeamDetail, teamAnswer, teamList, TeamSummary } from '@hackmate/shared/contracts';

type Options = { signal?: AbortSignal };

/** GET /events/:eventId/teams: the event's teams. */
export async function getEventTeams(eventId: string, { signal }: Options = {}): Promise<TeamSummary[]> {
  const { data } = await api().get<Answer<typeof teamList>>(`/events/${encodeURIComponent(eventId)}/teams`, { signal });
  return data.data;
}

/** GET /teams/mine: the teams I am in, upcoming events first. */
export async function getMyTeams({ signal }: Options = {}): Promise<TeamSummary[]> {
  const { data } = await api().get<Answer<typeof teamList>>('/teams/mine', { signal });
  return data.data;
}

/** GET /teams/:teamId: members, open roles, how I stand to it, and (owner only) what is pending. */
export async function getTeam(teamId: string, { signal }: Options = {}): Promise<TeamDetail> {
  const { data } = await api().get<Answer<typeof teamAnswer>>(`/teams/${encodeURIComponent(teamId)}`, { signal });
  return data.data;
}
