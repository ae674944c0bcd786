import { api } from '@hackmate/shared/api';
import type { PublicUser } from '@hackmate/shared/types';

/** GET /user/connections, asked only to tell whether one person is now among them. */
export async function isConnection(userId: string): Promise<boolean> {
  const { data } = await api().get<{ connections: PublicUser[] }>('/user/connections');
  return data.connections.some((person) => person._id === userId);
}
