import { api } from '@hackmate/shared/api';
import type { Answer, connectionWithAnswer } from '@hackmate/shared/contracts';
import type { ConnectionWith } from '@hackmate/shared/types';

/** GET /reqs/with/{userId}: where the signed-in user stands with that person. */
export async function getConnection(userId: string, { signal }: { signal?: AbortSignal } = {}): Promise<ConnectionWith> {
  const { data } = await api().get<Answer<typeof connectionWithAnswer>>(`/reqs/with/${encodeURIComponent(userId)}`, { signal });
  return data.data;
}
