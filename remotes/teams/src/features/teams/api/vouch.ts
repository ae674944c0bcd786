import { api } from '@hackmate/shared/api';
import type { Answer, Vouch, vouchAnswer } from '@hackmate/shared/contracts';

/** POST /teams/:teamId/vouches: after the event, say I would team up again with this teammate. */
export async function vouchFor(teamId: string, userId: string): Promise<Vouch> {
  const { data } = await api().post<Answer<typeof vouchAnswer>>(`/teams/${encodeURIComponent(teamId)}/vouches`, { userId });
  return data.data;
}
