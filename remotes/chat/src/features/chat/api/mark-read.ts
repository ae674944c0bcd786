import { api } from '@hackmate/shared/api';

/** POST /convos/{partnerId}/read: the user has read the conversation up to its newest message. */
export async function markRead(partnerId: string): Promise<void> {
  await api().post(`/convos/${encodeURIComponent(partnerId)}/read`);
}
