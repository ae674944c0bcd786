import { api } from '@hackmate/shared/api';
import type { Answer, messageBody } from '@hackmate/shared/contracts';

/** PATCH /resetPassword/{token}/{id}: sets a new password with the mailed one-time token. */
export async function resetPassword(id: string, token: string, password: string): Promise<Answer<typeof messageBody>> {
  const path = `/resetPassword/${encodeURIComponent(token)}/${encodeURIComponent(id)}`;
  const { data } = await api().patch<Answer<typeof messageBody>>(path, { password });
  return data;
}
