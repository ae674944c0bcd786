import { api } from '@hackmate/shared/api';

/** POST /users/:userId/block: 204; their connection and any request between the two end, and they are not told. */
export async function blockUser(userId: string): Promise<void> {
  await api().post(`/users/${encodeURIComponent(userId)}/block`);
}
