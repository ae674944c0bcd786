import { api } from '@hackmate/shared/api';
import type { Answer, CreateTeamBody, TeamDetail, teamAnswer, UpdateTeamBody } from '@hackmate/shared/contracts';

/** POST /events/:eventId/teams: I found a team and become its owner and first member. */
export async function createTeam(eventId: string, body: CreateTeamBody): Promise<TeamDetail> {
  const { data } = await api().post<Answer<typeof teamAnswer>>(`/events/${encodeURIComponent(eventId)}/teams`, body);
  return data.data;
}

/** PATCH /teams/:teamId (owner): name, idea, open roles. */
export async function updateTeam(teamId: string, body: UpdateTeamBody): Promise<TeamDetail> {
  const { data } = await api().patch<Answer<typeof teamAnswer>>(`/teams/${encodeURIComponent(teamId)}`, body);
  return data.data;
}
