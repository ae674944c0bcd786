import { api } from '@hackmate/shared/api';
import type { Answer, passedList } from '@hackmate/shared/contracts';
import type { PassedPerson } from '@hackmate/shared/types';

/** GET /reqs/passed: the people I passed, most recent first. */
export async function getPassed({ signal }: { signal?: AbortSignal } = {}): Promise<PassedPerson[]> {
  const { data } = await api().get<Answer<typeof passedList>>('/reqs/passed', { signal });
  return data.data;
}

/** POST /reqs/send/interested/{userId}: Interested after all (the pass becomes a request). */
export async function interestedAfterAll(userId: string): Promise<void> {
  await api().post(`/reqs/send/interested/${encodeURIComponent(userId)}`);
}
