import { api } from '@hackmate/shared/api';
import type { OwnProfile } from '@hackmate/shared/types';

/** GET /profile/view: the signed-in user's own profile with projects and hackathons. */
export async function getOwnProfile({ signal }: { signal?: AbortSignal } = {}): Promise<OwnProfile> {
  const { data } = await api().get<OwnProfile>('/profile/view', { signal });
  return data;
}
