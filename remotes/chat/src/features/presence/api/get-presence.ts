import { api } from '@hackmate/shared/api';
import type { Answer, presenceList } from '@hackmate/shared/contracts';
import type { Presence } from '@hackmate/shared/types';

/** GET /live/presence?ids=: those of these connections who show their presence (at most 100 ids). */
export async function getPresence(userIds: readonly string[], { signal }: { signal?: AbortSignal } = {}): Promise<Presence[]> {
  const { data } = await api().get<Answer<typeof presenceList>>('/live/presence', { params: { ids: userIds.join(',') }, signal });
  return data.data;
}
