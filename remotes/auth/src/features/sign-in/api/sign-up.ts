import { api } from '@hackmate/shared/api';
import type { SignupInput } from '@hackmate/shared/validation';
import type { AuthAnswer } from './types';

/** POST /signup: creates the account and starts a session (cookie only). */
export async function signUp(input: SignupInput): Promise<AuthAnswer> {
  const { data } = await api().post<AuthAnswer>('/signup', input);
  return data;
}
