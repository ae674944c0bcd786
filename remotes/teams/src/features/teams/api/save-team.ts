import { api } from '@hackmate/shared/api';
import type { CreateTeamBody, TeamDetail, UpdateTeamBody } from '@hackmate/shared/contracts';

/** POST /events/:eventId/teams: I found a team and become its owner and first member. */
export async function createTeam(eventId: string, body: CreateTeamBody): Promise<TeamDetail> {
  const { data } = await api().post<{ data: TeamDetail }>(`/events/${encodeURIComponent(eventId)}/teams`, body);
  return data.data;
}

/** PATCH /teams/:teamId (owner): name, idea, open roles. */
export async function updateTeam(teamId: string, body: UpdateTeamBody): Promise<TeamDetail> {
  const { data } = await api().patch<{ data: TeamDetail }>(`/teams/${encodeURIComponent(teamId)}`, body);
  return data.data;
}
