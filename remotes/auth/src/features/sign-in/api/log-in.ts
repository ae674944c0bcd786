import { api } from '@hackmate/shared/api';
import type { LoginInput } from '@hackmate/shared/validation';
import type { AuthAnswer } from './types';

/** POST /login: starts a session (cookie only). */
export async function logIn(input: LoginInput): Promise<AuthAnswer> {
  const { data } = await api().post<AuthAnswer>('/login', input);
  return data;
}
