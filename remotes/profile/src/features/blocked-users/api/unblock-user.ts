import { api } from '@hackmate/shared/api';

/** DELETE /users/:userId/block: 204 whether or not they were blocked (a connection is not restored). */
export async function unblockUser(userId: string): Promise<void> {
  await api().delete(`/users/${encodeURIComponent(userId)}/block`);
}
