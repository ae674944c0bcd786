import { api } from '@hackmate/shared/api';

/** POST /logout: ends the session on the server (the cookie is cleared by the answer). */
export async function logOut(): Promise<void> {
  await api().post('/logout');
}
