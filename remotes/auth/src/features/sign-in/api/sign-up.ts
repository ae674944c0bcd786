import { api } from '@hackmate/shared/api';
import type { Answer, signedInAnswer } from '@hackmate/shared/contracts';
import type { SignupInput } from '@hackmate/shared/validation';

/** POST /signup: creates the account and starts a session (cookie only). */
export async function signUp(input: SignupInput): Promise<Answer<typeof signedInAnswer>> {
  const { data } = await api().post<Answer<typeof signedInAnswer>>('/signup', input);
  return data;
}
