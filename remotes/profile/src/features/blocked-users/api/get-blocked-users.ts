import { api } from '@hackmate/shared/api';
import type { Answer, BlockedUser, blockedList } from '@hackmate/shared/contracts';

/** GET /users/blocked: the people the user blocked, newest first. */
export async function getBlockedUsers({ signal }: { signal?: AbortSignal } = {}): Promise<BlockedUser[]> {
  const { data } = await api().get<Answer<typeof blockedList>>('/users/blocked', { signal });
  return data.data;
}
