import { api } from '@hackmate/shared/api';
import type { Answer, AutoTeamAnswer, AutoTeamProposal, autoTeamProposalAnswer, MyAutoTeam, myAutoTeamAnswer } from '@hackmate/shared/contracts';

const eventPath = (eventId: string) => `/events/${encodeURIComponent(eventId)}`;

/** GET /events/:eventId/auto-team: whether I am in "Match me" there, and the team proposed to me. */
export async function getMyAutoTeam(eventId: string, { signal }: { signal?: AbortSignal } = {}): Promise<MyAutoTeam> {
  const { data } = await api().get<Answer<typeof myAutoTeamAnswer>>(`${eventPath(eventId)}/auto-team`, { signal });
  return data.data;
}

/** PUT /events/:eventId/match-me: opt in (needs an open looking post) or out. */
export async function setMatchMe(eventId: string, on: boolean): Promise<MyAutoTeam> {
  const { data } = await api().put<Answer<typeof myAutoTeamAnswer>>(`${eventPath(eventId)}/match-me`, { on });
  return data.data;
}

/** POST /auto-team/:proposalId/answer: accept (yes) or decline (no) the team proposed to me. */
export async function answerProposal(proposalId: string, answer: AutoTeamAnswer): Promise<AutoTeamProposal> {
  const { data } = await api().post<Answer<typeof autoTeamProposalAnswer>>(`/auto-team/${encodeURIComponent(proposalId)}/answer`, { answer });
  return data.data;
}
