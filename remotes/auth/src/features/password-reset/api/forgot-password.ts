import { api } from '@hackmate/shared/api';
import type { Answer, messageBody } from '@hackmate/shared/contracts';

/** POST /forgotPassword: mails a reset link to the account's address. */
export async function forgotPassword(emailId: string): Promise<Answer<typeof messageBody>> {
  const { data } = await api().post<Answer<typeof messageBody>>('/forgotPassword', { emailId });
  return data;
}
