import { api } from '@hackmate/shared/api';

/** PATCH /resetPassword/{token}/{id}: sets a new password with the mailed one-time token. */
export async function resetPassword(id: string, token: string, password: string): Promise<{ message: string }> {
  const path = `/resetPassword/${encodeURIComponent(token)}/${encodeURIComponent(id)}`;
  const { data } = await api().patch<{ message: string }>(path, { password });
  return data;
}
