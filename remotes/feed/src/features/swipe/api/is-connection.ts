import { api } from '@hackmate/shared/api';
import type { Answer, connectionList } from '@hackmate/shared/contracts';

/** GET /user/connections, asked only to tell whether one person is now among them. */
export async function isConnection(userId: string): Promise<boolean> {
  const { data } = await api().get<Answer<typeof connectionList>>('/user/connections');
  return data.connections.some((person) => person._id === userId);
}
