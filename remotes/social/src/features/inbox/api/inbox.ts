import { api } from '@hackmate/shared/api';
import type { Answer, AutoTeamAnswer, inboxAnswer } from '@hackmate/shared/contracts';
import type { InboxItem } from '@hackmate/shared/types';

/** GET /inbox: every ask waiting for my answer, all kinds, newest first. */
export async function getInbox({ signal }: { signal?: AbortSignal } = {}): Promise<InboxItem[]> {
  const { data } = await api().get<Answer<typeof inboxAnswer>>('/inbox', { signal });
  return data.data;
}

/** PATCH /team-requests/:requestId/:answer: accept or decline an invite to me or a join request to my team. */
export async function answerTeamRequest(requestId: string, answer: 'accepted' | 'declined'): Promise<void> {
  await api().patch(`/team-requests/${encodeURIComponent(requestId)}/${answer}`);
}

/** POST /auto-team/:proposalId/answer: accept (yes) or decline (no) the team proposed to me. */
export async function answerProposal(proposalId: string, answer: AutoTeamAnswer): Promise<void> {
  await api().post(`/auto-team/${encodeURIComponent(proposalId)}/answer`, { answer });
}
