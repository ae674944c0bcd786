import { api } from '@hackmate/shared/api';

/** POST /account/sessions/sign-out-others: every session but this one ends. */
export async function signOutOtherSessions(): Promise<void> {
  await api().post('/account/sessions/sign-out-others');
}
