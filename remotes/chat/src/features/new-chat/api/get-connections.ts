import { api } from '@hackmate/shared/api';
import type { Answer, connectionList } from '@hackmate/shared/contracts';
import type { PublicUser } from '@hackmate/shared/types';

/**
 * GET /user/connections: everyone with an accepted request, in either direction. Cached under the
 * shared `queryKeys.connections()`, which other screens fill too: it must stay a plain PublicUser[].
 */
export async function getConnections({ signal }: { signal?: AbortSignal } = {}): Promise<PublicUser[]> {
  const { data } = await api().get<Answer<typeof connectionList>>('/user/connections', { signal });
  return data.connections ?? [];
}
