import { api } from '@hackmate/shared/api';
import type { Answer, requestList } from '@hackmate/shared/contracts';
import type { ConnectionRequest } from '@hackmate/shared/types';

import { REQUEST_BOXES, type RequestBox } from '@hackmate/shared/contracts/constants';

export { REQUEST_BOXES, type RequestBox };

/** GET /user/reqs/received or /user/reqs/sent: pending requests with both users' public fields. */
export async function getRequests(box: RequestBox, { signal }: { signal?: AbortSignal } = {}): Promise<ConnectionRequest[]> {
  const { data } = await api().get<Answer<typeof requestList>>(`/user/reqs/${box}`, { signal });
  return data.reqs ?? [];
}
