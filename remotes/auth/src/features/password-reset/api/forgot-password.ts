import { api } from '@hackmate/shared/api';

/** POST /forgotPassword: mails a reset link to the account's address. */
export async function forgotPassword(emailId: string): Promise<{ message: string }> {
  const { data } = await api().post<{ message: string }>('/forgotPassword', { emailId });
  return data;
}
