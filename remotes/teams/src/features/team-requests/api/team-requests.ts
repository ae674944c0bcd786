import { api } from '@hackmate/shared/api';
import type { Role } from '@hackmate/shared/catalogues';
import type { Answer, TeamRequest, TeamRequestAnswer, teamRequestAnswer, TeamRequestInbox, teamRequestInboxAnswer } from '@hackmate/shared/contracts';

export interface RequestBody {
  /** Invites only: the person invited. */
  userId?: string;
  role?: Role;
  message?: string;
}

/** GET /teams/requests: pending invites and join requests, received and sent. */
export async function getTeamRequests({ signal }: { signal?: AbortSignal } = {}): Promise<TeamRequestInbox> {
  const { data } = await api().get<Answer<typeof teamRequestInboxAnswer>>('/teams/requests', { signal });
  return data.data;
}

/** POST /teams/:teamId/invites (owner): invite a person looking for a team at the event. */
export async function invite(teamId: string, body: RequestBody & { userId: string }): Promise<TeamRequest> {
  const { data } = await api().post<Answer<typeof teamRequestAnswer>>(`/teams/${encodeURIComponent(teamId)}/invites`, body);
  return data.data;
}

/** POST /teams/:teamId/join-requests: ask to join, for one of its open roles. */
export async function askToJoin(teamId: string, body: RequestBody): Promise<TeamRequest> {
  const { data } = await api().post<Answer<typeof teamRequestAnswer>>(`/teams/${encodeURIComponent(teamId)}/join-requests`, body);
  return data.data;
}

/** PATCH /team-requests/:requestId/:answer: accept or decline (receiver), withdraw (sender). */
export async function answerRequest(requestId: string, answer: TeamRequestAnswer): Promise<TeamRequest> {
  const { data } = await api().patch<Answer<typeof teamRequestAnswer>>(`/team-requests/${encodeURIComponent(requestId)}/${answer}`);
  return data.data;
}
