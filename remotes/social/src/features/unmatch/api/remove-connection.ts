import { api } from '@hackmate/shared/api';

/** DELETE /user/connections/:userId: 204 once the connection is ended (for both); 404 when there was none. */
export async function removeConnection(userId: string): Promise<void> {
  await api().delete(`/user/connections/${encodeURIComponent(userId)}`);
}
