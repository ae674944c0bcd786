import { api } from '@hackmate/shared/api';

/** DELETE /account/sessions/:sessionId: that browser is signed out at once (this one: the cookie is cleared too). */
export async function signOutSession(sessionId: string): Promise<void> {
  await api().delete(`/account/sessions/${encodeURIComponent(sessionId)}`);
}
