import { api } from '@hackmate/shared/api';
import type { DeleteAccountBody } from '@hackmate/shared/contracts';

/** DELETE /account: 204 and the cookie is cleared; 403 on a wrong password, 400 when a Google sign-in must confirm. */
export async function deleteAccount(body: DeleteAccountBody): Promise<void> {
  await api().delete('/account', { data: body });
}
