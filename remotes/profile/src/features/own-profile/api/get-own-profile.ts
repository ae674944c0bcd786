import { api } from '@hackmate/shared/api';
import type { Answer, ownProfile } from '@hackmate/shared/contracts';

/** GET /profile/view: the signed-in user's own profile with projects and hackathons. */
export async function getOwnProfile({ signal }: { signal?: AbortSignal } = {}): Promise<Answer<typeof ownProfile>> {
  const { data } = await api().get<Answer<typeof ownProfile>>('/profile/view', { signal });
  return data;
}
