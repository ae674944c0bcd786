import { api } from '@hackmate/shared/api';
import type { AccountSession, accountSessionList, Answer } from '@hackmate/shared/contracts';

/** GET /account/sessions: the sessions still signed in, most recently used first, this one marked. */
export async function getSessions({ signal }: { signal?: AbortSignal } = {}): Promise<AccountSession[]> {
  const { data } = await api().get<Answer<typeof accountSessionList>>('/account/sessions', { signal });
  return data.data;
}
