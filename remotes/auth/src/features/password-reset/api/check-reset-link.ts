import { api } from '@hackmate/shared/api';
import type { Answer, ResetLink, resetLinkAnswer } from '@hackmate/shared/contracts';

/** GET /resetPassword/{token}/{id}: whether the mailed link still works, without using it up. */
export async function checkResetLink(id: string, token: string): Promise<ResetLink> {
  const path = `/resetPassword/${encodeURIComponent(token)}/${encodeURIComponent(id)}`;
  const { data } = await api().get<Answer<typeof resetLinkAnswer>>(path);
  return data.data;
}
