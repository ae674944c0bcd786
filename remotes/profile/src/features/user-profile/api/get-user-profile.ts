import { api } from '@hackmate/shared/api';
import type { Answer, publicProfile } from '@hackmate/shared/contracts';

/** GET /profile/user/{userId}: someone's public fields with their projects and hackathons. */
export async function getUserProfile(userId: string, { signal }: { signal?: AbortSignal } = {}): Promise<Answer<typeof publicProfile>> {
  const { data } = await api().get<Answer<typeof publicProfile>>(`/profile/user/${encodeURIComponent(userId)}`, { signal });
  return data;
}
