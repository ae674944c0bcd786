import { api } from '@hackmate/shared/api';
import type { BlockedList, BlockedUser } from '@hackmate/shared/contracts';

/** GET /users/blocked: the people the user blocked, newest first. */
export async function getBlockedUsers({ signal }: { signal?: AbortSignal } = {}): Promise<BlockedUser[]> {
  const { data } = await api().get<BlockedList>('/users/blocked', { signal });
  return data.data;
}
