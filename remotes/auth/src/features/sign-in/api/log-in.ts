import { api } from '@hackmate/shared/api';
import type { Answer, signedInAnswer } from '@hackmate/shared/contracts';
import type { LoginInput } from '@hackmate/shared/validation';

/** POST /login: starts a session (cookie only). */
export async function logIn(input: LoginInput): Promise<Answer<typeof signedInAnswer>> {
  const { data } = await api().post<Answer<typeof signedInAnswer>>('/login', input);
  return data;
}
