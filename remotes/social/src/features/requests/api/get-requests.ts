import { api } from '@hackmate/shared/api';
import type { ConnectionRequest } from '@hackmate/shared/types';

export type RequestBox = 'received' | 'sent';

/** GET /user/reqs/received or /user/reqs/sent: pending requests with both users' public fields. */
export async function getRequests(box: RequestBox): Promise<ConnectionRequest[]> {
  const { data } = await api().get<{ reqs: ConnectionRequest[] }>(`/user/reqs/${box}`);
  return data.reqs ?? [];
}
