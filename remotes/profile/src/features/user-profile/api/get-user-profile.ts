import { api } from '@hackmate/shared/api';
import type { PublicProfile } from '@hackmate/shared/types';

/** GET /profile/user/{userId}: someone's public fields with their projects and hackathons. */
export async function getUserProfile(userId: string, { signal }: { signal?: AbortSignal } = {}): Promise<PublicProfile> {
  const { data } = await api().get<PublicProfile>(`/profile/user/${encodeURIComponent(userId)}`, { signal });
  return data;
}
