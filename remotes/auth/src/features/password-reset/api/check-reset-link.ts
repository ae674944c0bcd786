import { api } from '@hackmate/shared/api';
import type { ResetLinkAnswer } from '@hackmate/shared/contracts';

/** GET /resetPassword/{token}/{id}: whether the mailed link still works, without using it up. */
export async function checkResetLink(id: string, token: string): Promise<ResetLinkAnswer> {
  const path = `/resetPassword/${encodeURIComponent(token)}/${encodeURIComponent(id)}`;
  const { data } = await api().get<ResetLinkAnswer>(path);
  return data;
}
